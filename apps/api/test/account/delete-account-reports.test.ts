import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { conversationEvidence, type ChatMessage, type SessionUser } from '@souq/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { reports } from '../../src/db/schema/index.ts';
import { chatPictureKey } from '../../src/modules/messaging/chat-pictures.ts';
import { createAd, request, signIn } from '../engagement/fixtures.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createVerifiedUser } from '../helpers/auth.ts';
import { photo } from '../selling/selling-client.ts';

let t: TestContext;
let mediaDirs: { mediaDir: string; privateMediaDir: string };

beforeAll(async () => {
  mediaDirs = {
    mediaDir: await mkdtemp(path.join(os.tmpdir(), 'souq-deleted-account-')),
    privateMediaDir: await mkdtemp(path.join(os.tmpdir(), 'souq-deleted-account-private-')),
  };
  t = await createTestApp(mediaDirs);
});
afterAll(async () => {
  await t.close();
  for (const dir of Object.values(mediaDirs)) await rm(dir, { recursive: true, force: true });
});

it("keeps the reports about a deleted account and removes its conversations' picture files", async () => {
  const seller = await createVerifiedUser(t.app);
  const sellerId = (seller.user as SessionUser).id;
  const sellerHeaders = { authorization: `Bearer ${seller.token}` };
  const buyer = await signIn(t);
  const adId = await createAd(t.database.db, sellerId);
  const started = await request<{ id: number }>(t, 'POST', '/api/conversations', {
    payload: { ad_id: adId },
    headers: buyer.headers,
  });
  const id = started.body.data.id;
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${String(id)}/pictures`,
    headers: { ...sellerHeaders, 'content-type': 'image/jpeg' },
    payload: await photo(611),
  });
  expect(sent.statusCode).toBe(201);
  const picture = sent.json<{ data: ChatMessage }>().data.picture;
  const file = picture?.src.split('/').pop() ?? '';
  const key = chatPictureKey(id, file);
  if (key === undefined) throw new Error(`no key for ${file}`);
  expect(await t.app.media.get(key)).toBeDefined();
  const reported = await request(t, 'POST', `/api/conversations/${String(id)}/report`, {
    payload: { reason: 'offensive', note: 'Rude' },
    headers: buyer.headers,
  });
  expect(reported.status).toBe(201);

  const deleted = await request(t, 'DELETE', '/api/me', {
    headers: sellerHeaders,
    payload: { password: seller.identity.password },
  });
  expect(deleted.status).toBe(200);

  const kept = await t.database.db.select().from(reports).where(eq(reports.reporterId, buyer.id));
  expect(kept).toHaveLength(1);
  expect(kept[0]).toMatchObject({
    target: 'conversation',
    targetId: id,
    subjectUserId: null,
    reason: 'offensive',
    note: 'Rude',
  });
  const { messages } = conversationEvidence.parse(kept[0]?.evidence);
  expect(messages.map((message) => message.sender_id)).toEqual([sellerId]);
  expect(await t.app.media.get(key)).toBeUndefined();
});
