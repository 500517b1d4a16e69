import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {
  ChatMessage,
  ConversationDetail,
  ConversationSummary,
  SessionUser,
} from '@souq/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { conversations, users } from '../../src/db/schema/index.ts';
import { chatPictureKey } from '../../src/modules/messaging/chat-pictures.ts';
import { apiMessage } from '../../src/shared/messages.ts';
import { createAd, request, signIn, type Session } from '../engagement/fixtures.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createVerifiedUser, newIdentity } from '../helpers/auth.ts';
import { openStream } from '../messaging/event-stream.ts';
import { photo } from '../selling/selling-client.ts';

let t: TestContext;
let base: string;
let mediaDirs: { mediaDir: string; privateMediaDir: string };

beforeAll(async () => {
  mediaDirs = {
    mediaDir: await mkdtemp(path.join(os.tmpdir(), 'souq-left-conversations-')),
    privateMediaDir: await mkdtemp(path.join(os.tmpdir(), 'souq-left-conversations-private-')),
  };
  t = await createTestApp(mediaDirs);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  for (const dir of Object.values(mediaDirs)) await rm(dir, { recursive: true, force: true });
});

/** A user with a name, a picture and a phone number of their own, to look for afterwards. */
async function leavingUser() {
  const identity = { ...newIdentity(), name: 'Leaving Lina' };
  const created = await createVerifiedUser(t.app, identity);
  const session: Session = {
    id: (created.user as SessionUser).id,
    headers: { authorization: `Bearer ${created.token}` },
  };
  const avatar = `/media/uploads/avatars/lina-${String(session.id)}.webp`;
  await t.database.db.update(users).set({ avatar }).where(eq(users.id, session.id));
  return { session, identity, avatar };
}

const start = async (buyer: Session, adId: number) =>
  (
    await request<ConversationDetail>(t, 'POST', '/api/conversations', {
      payload: { ad_id: adId },
      headers: buyer.headers,
    })
  ).body.data.id;

async function say(user: Session, id: number, body: string) {
  const sent = await request<ChatMessage>(t, 'POST', `/api/conversations/${String(id)}/messages`, {
    payload: { body },
    headers: user.headers,
  });
  expect(sent.status).toBe(201);
  return sent.body.data;
}

/** Sends a picture; answers the message and the storage key of its largest width. */
async function show(user: Session, id: number, seed: number) {
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${String(id)}/pictures`,
    headers: { ...user.headers, 'content-type': 'image/jpeg' },
    payload: await photo(seed),
  });
  expect(sent.statusCode).toBe(201);
  const message = sent.json<{ data: ChatMessage }>().data;
  const file = message.picture?.src.split('/').pop() ?? '';
  const key = chatPictureKey(id, file);
  if (key === undefined) throw new Error(`no key for ${file}`);
  return { message, file, key };
}

const deleteAccount = async (user: Session, password: string) =>
  (
    await request(t, 'DELETE', '/api/me', {
      headers: user.headers,
      payload: { password },
    })
  ).status;

it('the other person keeps the conversation and its messages with "deleted account", can read but not write, and nothing of the account is left in it', async () => {
  const leaving = await leavingUser();
  const lina = leaving.session;
  const buyer = await signIn(t);
  const id = await start(buyer, await createAd(t.database.db, lina.id));
  const question = await say(buyer, id, 'Is it still available?');
  const buyers = await show(buyer, id, 632);
  const answer = await say(lina, id, 'Yes, come and see it');
  const linas = await show(lina, id, 631);
  const stream = await openStream(base, buyer.headers);
  await stream.next('ready');

  expect(await deleteAccount(lina, leaving.identity.password)).toBe(200);

  // The buyer's open screens are told to fetch again.
  await stream.next('resync');
  stream.close();

  const list = await request<ConversationSummary[]>(t, 'GET', '/api/conversations', {
    headers: buyer.headers,
  });
  const detail = await request<ConversationDetail>(t, 'GET', `/api/conversations/${String(id)}`, {
    headers: buyer.headers,
  });
  const thread = await request<ChatMessage[]>(
    t,
    'GET',
    `/api/conversations/${String(id)}/messages`,
    { headers: buyer.headers },
  );
  expect(detail.status).toBe(200);
  expect(detail.body.data).toMatchObject({
    id,
    role: 'buying',
    subject: null,
    other: null,
    blocked_by_me: false,
    blocked_by_them: false,
  });
  expect(list.body.data).toEqual([
    expect.objectContaining({ id, subject: null, other: null, unread_count: 2 }),
  ]);
  expect(thread.body.data).toEqual([
    question,
    buyers.message,
    { ...answer, sender_id: null },
    { ...linas.message, sender_id: null, picture: null, picture_removed: true },
  ]);
  const unread = async () =>
    (
      await request<{ count: number }>(t, 'GET', '/api/conversations/unread-count', {
        headers: buyer.headers,
      })
    ).body.data.count;
  expect(await unread()).toBe(2);

  // Nothing of the deleted account is in what the buyer reads.
  const answers = JSON.stringify([list.body, detail.body, thread.body]);
  for (const personal of [leaving.identity.name, leaving.identity.phone_number, leaving.avatar]) {
    expect(answers).not.toContain(personal);
  }
  // Its picture's files are gone; the buyer's own picture is still served.
  expect(await t.app.media.get(linas.key)).toBeUndefined();
  const own = await t.app.inject({
    method: 'GET',
    url: `/api/conversations/${String(id)}/pictures/${buyers.file}`,
    headers: buyer.headers,
  });
  expect(own.statusCode).toBe(200);

  // Reading still moves the marks and the count.
  const read = await request(t, 'POST', `/api/conversations/${String(id)}/read`, {
    payload: { last_read_id: linas.message.id },
    headers: buyer.headers,
  });
  expect(read.status).toBe(200);
  expect(await unread()).toBe(0);

  // Nobody can write to a deleted account: 410 with the reason, in the request's language.
  for (const lang of ['en', 'ar'] as const) {
    const refused = await request(t, 'POST', `/api/conversations/${String(id)}/messages`, {
      payload: { body: 'Hello?' },
      headers: { ...buyer.headers, lang },
    });
    expect(refused.status).toBe(410);
    expect(refused.body.message).toBe(apiMessage('chat_account_deleted', lang));
  }
  const refusedPicture = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${String(id)}/pictures`,
    headers: { ...buyer.headers, 'content-type': 'image/jpeg', lang: 'ar' },
    payload: await photo(633),
  });
  expect(refusedPicture.statusCode).toBe(410);
  expect(refusedPicture.json<{ message: string }>().message).toBe(
    apiMessage('chat_account_deleted', 'ar'),
  );
});

it('a seller keeps the conversation with a deleted buyer about their ad, which stays its subject', async () => {
  const leaving = await leavingUser();
  const seller = await signIn(t);
  const adId = await createAd(t.database.db, seller.id);
  const id = await start(leaving.session, adId);
  await say(leaving.session, id, 'Is it still available?');

  expect(await deleteAccount(leaving.session, leaving.identity.password)).toBe(200);

  const detail = await request<ConversationDetail>(t, 'GET', `/api/conversations/${String(id)}`, {
    headers: seller.headers,
  });
  expect(detail.body.data).toMatchObject({
    role: 'selling',
    subject: { kind: 'ad', id: adId },
    other: null,
    unread_count: 1,
    last_message: { sender_id: null, body: 'Is it still available?' },
  });
});

it('a conversation nobody wrote in, or whose other person is gone too, goes with the account and its pictures', async () => {
  const first = await leavingUser();
  const second = await leavingUser();
  const bystander = await signIn(t);
  const shared = await start(first.session, await createAd(t.database.db, second.session.id));
  const firsts = await show(first.session, shared, 641);
  const seconds = await show(second.session, shared, 642);
  const empty = await start(bystander, await createAd(t.database.db, second.session.id));

  expect(await deleteAccount(first.session, first.identity.password)).toBe(200);
  expect(await t.app.media.get(firsts.key)).toBeUndefined();
  expect(await t.app.media.get(seconds.key)).toBeDefined();

  expect(await deleteAccount(second.session, second.identity.password)).toBe(200);
  expect(await t.app.media.get(seconds.key)).toBeUndefined();
  const gone = await request(t, 'GET', `/api/conversations/${String(empty)}`, {
    headers: bystander.headers,
  });
  expect(gone.status).toBe(404);
  const left = await t.database.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(inArray(conversations.id, [shared, empty]));
  expect(left).toEqual([]);
});
