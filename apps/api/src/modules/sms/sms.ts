import type { FastifyBaseLogger } from 'fastify';

/** Sends a text message; the real gateway (Twilio, a local operator…) implements this. */
export type SmsProvider = {
  send(phoneNumber: string, text: string): Promise<void>;
};

export type OutboxEntry = { phoneNumber: string; text: string; code: string | null; sentAt: Date };

/**
 * The default provider: writes the message (with its code) to the server log and keeps the
 * latest messages in memory for the development outbox, so the flows work offline and in tests.
 */
export class OutboxSmsProvider implements SmsProvider {
  private readonly messages: OutboxEntry[] = [];
  private log: FastifyBaseLogger | undefined;

  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly keep = 500,
  ) {}

  attachLogger(log: FastifyBaseLogger): void {
    this.log = log;
  }

  send(phoneNumber: string, text: string): Promise<void> {
    const code = /\b(\d{6})\b/.exec(text)?.[1] ?? null;
    this.messages.unshift({ phoneNumber, text, code, sentAt: this.now() });
    this.messages.length = Math.min(this.messages.length, this.keep);
    // The one place a code is logged, on purpose: the development provider has no other channel.
    this.log?.info({ sms: { to: phoneNumber } }, `SMS: ${text}`);
    return Promise.resolve();
  }

  /** Latest first. */
  list(phoneNumber?: string): OutboxEntry[] {
    return phoneNumber === undefined
      ? [...this.messages]
      : this.messages.filter((m) => m.phoneNumber === phoneNumber);
  }
}
