// A text-message gateway on this machine, for benchmarks that register accounts: the server
// posts its codes to it (`SMS_PROVIDER=http`) as it would to a real gateway, in production mode,
// and nothing leaves the machine.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIMITS } from '@souq/contracts';

export type SmsGateway = {
  /** Where the server posts (`SMS_HTTP_URL`). */
  url: string;
  /**
   * The last code sent to `phone` (E.164). The server has posted it by the time it answers the
   * request that sent it (it waits for the gateway's answer).
   */
  codeFor: (phone: string) => string;
  close: () => Promise<void>;
};

export async function startSmsGateway(): Promise<SmsGateway> {
  const codes = new Map<string, string>();
  const codePattern = new RegExp(`\\d{${String(LIMITS.otpLength)}}`);
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const { to, text } = JSON.parse(body) as { to: string; text: string };
      const code = codePattern.exec(text)?.[0];
      if (code !== undefined) codes.set(to, code);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}/sms`,
    codeFor: (phone) => {
      const code = codes.get(phone);
      if (code === undefined) throw new Error(`no code was sent to ${phone}`);
      return code;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
