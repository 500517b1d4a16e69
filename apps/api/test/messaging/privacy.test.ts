import { Writable } from 'node:stream';
import type { ChatMessage } from '@souq/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { request } from '../engagement/fixtures.ts';
import { newConversation } from './conversations-client.ts';

let t: TestContext;
const logLines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  // The most the server ever logs.
  t = await createTestApp({ logger: { level: 'trace', stream } });
});
afterAll(() => t.close());

it('no message text is in a log line or in a public answer', async () => {
  const { seller, buyer, adId, id } = await newConversation(t);
  const secret = 'my flat is at 12 Baghdad Street, call 0944 555 111';
  const sent = await request<ChatMessage>(t, 'POST', `/api/conversations/${String(id)}/messages`, {
    payload: { body: secret },
    headers: buyer.headers,
  });
  expect(sent.status).toBe(201);
  // Refused ones are not logged either.
  const tooLong = `${secret} ${'x'.repeat(2000)}`;
  const refused = await request(t, 'POST', `/api/conversations/${String(id)}/messages`, {
    payload: { body: tooLong },
    headers: buyer.headers,
  });
  expect(refused.status).toBe(422);
  const note = 'reported: he asked for my bank card number';
  expect(
    (
      await request(t, 'POST', `/api/conversations/${String(id)}/report`, {
        payload: { reason: 'scam', note },
        headers: seller.headers,
      })
    ).status,
  ).toBe(201);

  const publicAnswers = await Promise.all(
    [
      `/api/ads/${String(adId)}`,
      `/api/users/${String(seller.id)}`,
      `/api/users/${String(buyer.id)}`,
      `/api/reviews/${String(adId)}`,
    ].map(async (url) => (await t.app.inject({ method: 'GET', url })).body),
  );
  for (const answer of publicAnswers) expect(answer).not.toContain('Baghdad Street');

  const logs = logLines.join('');
  // The requests were logged (their addresses), their texts were not.
  expect(logs).toContain(`/api/conversations/${String(id)}/messages`);
  expect(logs).not.toContain('Baghdad Street');
  expect(logs).not.toContain('bank card');
});
