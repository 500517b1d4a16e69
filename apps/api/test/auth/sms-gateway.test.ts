import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSmsProvider } from '../../src/modules/sms/http-sms.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { newIdentity, post } from '../helpers/auth.ts';

type Received = { authorization: string | undefined; body: { to: string; text: string } };

/** A stand-in SMS gateway: it keeps what it receives and answers with `status`. */
let gateway: Server;
let status = 200;
const received: Received[] = [];
let t: TestContext;

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  gateway = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      received.push({
        authorization: request.headers.authorization,
        body: JSON.parse(body) as Received['body'],
      });
      response.statusCode = status;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  t = await createTestApp({
    sms: new HttpSmsProvider({ url: `http://127.0.0.1:${String(port)}/send`, token: 'gw-token' }),
    devOutbox: false,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => gateway.close(resolve));
});

describe('the HTTP SMS provider', () => {
  it('posts the code to the gateway, which signs the user in', async () => {
    const id = newIdentity();
    const reg = await post(t.app, '/api/register', id, { lang: 'ar' });
    expect(reg.status).toBe(201);
    const message = received.find((r) => r.body.to === id.phone_number);
    expect(message?.authorization).toBe('Bearer gw-token');
    const otp = /\b(\d{6})\b/.exec(message?.body.text ?? '')?.[1];
    expect(message?.body.text).toContain('رمز التحقق');
    const verified = await post(t.app, '/api/verify-otp', { phone_number: id.phone_number, otp });
    expect(verified.status).toBe(200);
  });

  it('a failing gateway changes no answer: the user asks for a new code', async () => {
    status = 502;
    try {
      const id = newIdentity();
      const reg = await post(t.app, '/api/register', id);
      expect(reg.status).toBe(201);
      expect(received.some((r) => r.body.to === id.phone_number)).toBe(true);
      const forgot = await post(t.app, '/api/forgot-password', { phone_number: id.phone_number });
      expect(forgot.status).toBe(200);
    } finally {
      status = 200;
    }
  });
});
