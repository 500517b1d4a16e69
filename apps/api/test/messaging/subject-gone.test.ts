import type { ConversationDetail } from '@souq/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ads } from '../../src/db/schema/index.ts';
import { request } from '../engagement/fixtures.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { newConversation } from './conversations-client.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('keeps a conversation, without its subject, when its ad is deleted for good', async () => {
  const { seller, buyer, adId, id } = await newConversation(t);
  const sent = await request(t, 'POST', `/api/conversations/${String(id)}/messages`, {
    payload: { body: 'Is it still for sale?' },
    headers: buyer.headers,
  });
  expect(sent.status).toBe(201);

  await t.database.db.delete(ads).where(eq(ads.id, adId));

  for (const user of [buyer, seller]) {
    const detail = await request<ConversationDetail>(t, 'GET', `/api/conversations/${String(id)}`, {
      headers: user.headers,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data.subject).toBeNull();
  }
  const reply = await request(t, 'POST', `/api/conversations/${String(id)}/messages`, {
    payload: { body: 'It was sold, sorry.' },
    headers: seller.headers,
  });
  expect(reply.status).toBe(201);
});
