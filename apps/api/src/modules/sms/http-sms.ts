import type { SmsProvider } from './sms.ts';

export type HttpSmsOptions = {
  /** The gateway's address; it receives `POST {"to", "text"}` as JSON. */
  url: string;
  /** Sent as `Authorization: Bearer …` when set. */
  token?: string;
  timeoutMs?: number;
};

/** Sends text messages through an HTTP gateway (SMS_PROVIDER=http); a non-2xx answer is an error. */
export class HttpSmsProvider implements SmsProvider {
  constructor(private readonly options: HttpSmsOptions) {}

  async send(phoneNumber: string, text: string): Promise<void> {
    const response = await fetch(this.options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
      },
      body: JSON.stringify({ to: phoneNumber, text }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    // The body is read so the connection can be reused; its content does not matter.
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`SMS gateway answered ${String(response.status)}`);
  }
}
