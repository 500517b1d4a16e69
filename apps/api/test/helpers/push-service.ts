import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushMessage } from '@souq/contracts';

/**
 * A push service of the test's own on 127.0.0.1 and a browser's side of a subscription, for the
 * API's push tests and the browser tests (e2e): no push leaves the machine.
 */

type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/** The push service: records every request, and answers each path's statuses in turn (then 201). */
export class PushService {
  readonly received: Received[] = [];
  readonly answers = new Map<string, number[]>();
  private server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      this.received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = this.answers.get(path)?.shift() ?? 201;
      res.end();
    });
  });

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }
  url(path: string): string {
    return `http://127.0.0.1:${String((this.server.address() as AddressInfo).port)}${path}`;
  }
  to(path: string): Received[] {
    return this.received.filter((each) => each.path === path);
  }
  close(): Promise<void> {
    return new Promise((resolve) =>
      this.server.close(() => {
        resolve();
      }),
    );
  }
}

/** A browser's subscription: a P-256 key pair and an auth secret, as PushSubscription has them. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

/** Decrypts an aes128gcm push (RFC 8291, one record) as the browser does. */
export function decrypt(body: Buffer, browser: ReturnType<typeof browserKeys>): PushMessage {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const info = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    serverKey,
  ]);
  const ikm = Buffer.from(
    hkdfSync('sha256', browser.ecdh.computeSecret(serverKey), browser.auth, info, 32),
  );
  const key = hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16);
  const nonce = hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12);
  const decipher = createDecipheriv('aes-128-gcm', Buffer.from(key), Buffer.from(nonce));
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 2 and its padding of zeros.
  return JSON.parse(padded.subarray(0, padded.lastIndexOf(2)).toString('utf8')) as PushMessage;
}
