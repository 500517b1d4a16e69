import type { FastifyBaseLogger } from 'fastify';

/** Sends a text message: the log provider below, or a gateway (http-sms.ts). */
export type SmsProvider = {
  send(phoneNumber: string, text: string): Promise<void>;
};

/**
 * A provider whose failures are logged, not thrown: an answer that differed when the gateway
 * failed would tell who has an account (a code is sent only to real accounts), so every code
 * flow answers alike and the user asks for a new code.
 */
export function loggingFailures(provider: SmsProvider, log: FastifyBaseLogger): SmsProvider {
  return {
    async send(phoneNumber, text) {
      try {
        await provider.send(phoneNumber, text);
      } catch (err) {
        log.error({ err }, 'sending a text message failed');
      }
    },
  };
}

export type OutboxEntry = { phoneNumber: string; text: string; code: string | null; sentAt: Date };

/**
 * The log provider (SMS_PROVIDER=log, the demo's and the tests'): keeps the latest messages in
 * memory for the development outbox and writes a line for each to the server log, with its text
 * (and so its code) only in the demo, where the log is how its codes are read: anyone who reads
 * a real site's log could otherwise take over any account.
 */
export class OutboxSmsProvider implements SmsProvider {
  private readonly messages: OutboxEntry[] = [];
  private log: FastifyBaseLogger | undefined;
  private textsInLog = false;

  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly keep = 500,
  ) {}

  attachLogger(log: FastifyBaseLogger, { textsInLog }: { textsInLog: boolean }): void {
    this.log = log;
    this.textsInLog = textsInLog;
  }

  send(phoneNumber: string, text: string): Promise<void> {
    const code = /\b(\d{6})\b/.exec(text)?.[1] ?? null;
    this.messages.unshift({ phoneNumber, text, code, sentAt: this.now() });
    this.messages.length = Math.min(this.messages.length, this.keep);
    if (this.textsInLog) this.log?.info({ sms: { to: phoneNumber } }, `SMS: ${text}`);
    else this.log?.info({ sms: { to: phoneNumber } }, 'SMS kept for the development outbox');
    return Promise.resolve();
  }

  /** Latest first. */
  list(phoneNumber?: string): OutboxEntry[] {
    return phoneNumber === undefined
      ? [...this.messages]
      : this.messages.filter((m) => m.phoneNumber === phoneNumber);
  }
}
