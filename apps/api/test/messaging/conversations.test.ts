import {
  conversationEvidence,
  formatMessage,
  MESSAGE_MAX_LENGTH,
  MESSAGES_PER_PAGE,
  type ChatMessage,
  type ConversationDetail,
  type ConversationSummary,
  type Paginated,
} from '@souq/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, jobOffers, messages, reports, stores, users } from '../../src/db/schema/index.ts';
import { apiMessage } from '../../src/shared/messages.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import {
  ARABIC,
  createAd,
  request,
  signIn,
  UNKNOWN_ID,
  type Session,
} from '../engagement/fixtures.ts';

let t: TestContext;
const LIMITS = { messagesPerMinute: 5, newAccountConversationsPerDay: 3, newAccountDays: 7 };

beforeAll(async () => {
  t = await createTestApp({ messagingLimits: LIMITS });
});
afterAll(() => t.close());

const as = (user: Session | null, lang = 'en') => ({ lang, ...user?.headers });

const start = (user: Session | null, adId: number | string, lang = 'en') =>
  startAbout(user, { ad_id: adId }, lang);

const startAbout = (user: Session | null, subject: object, lang = 'en') =>
  request<ConversationDetail>(t, 'POST', '/api/conversations', {
    payload: subject,
    headers: as(user, lang),
  });

const send = (user: Session | null, id: number, body: unknown, lang = 'en') =>
  request<ChatMessage>(t, 'POST', `/api/conversations/${id}/messages`, {
    payload: { body },
    headers: as(user, lang),
  });

const thread = (user: Session | null, id: number, query = '') =>
  request<ChatMessage[]>(t, 'GET', `/api/conversations/${id}/messages${query}`, {
    headers: as(user),
  }) as Promise<{ status: number; body: { data: ChatMessage[]; has_older: boolean } }>;

const detail = (user: Session | null, id: number, lang = 'en') =>
  request<ConversationDetail>(t, 'GET', `/api/conversations/${id}`, { headers: as(user, lang) });

const list = (user: Session, query = '') =>
  request<ConversationSummary[]>(t, 'GET', `/api/conversations${query}`, {
    headers: as(user),
  }) as Promise<{ status: number; body: Paginated<ConversationSummary> }>;

const unread = async (user: Session) =>
  (
    await request<{ count: number }>(t, 'GET', '/api/conversations/unread-count', {
      headers: as(user),
    })
  ).body.data.count;

const read = (user: Session | null, id: number, lastReadId: number) =>
  request<{ last_read_id: number }>(t, 'POST', `/api/conversations/${id}/read`, {
    payload: { last_read_id: lastReadId },
    headers: as(user),
  });

const report = (user: Session | null, id: number, body: object = { reason: 'scam' }, lang = 'en') =>
  request<null>(t, 'POST', `/api/conversations/${id}/report`, {
    payload: body,
    headers: as(user, lang),
  });

const block = (user: Session | null, id: number, method: 'POST' | 'DELETE' = 'POST', lang = 'en') =>
  request<null>(t, method, `/api/users/${id}/block`, { headers: as(user, lang) });

async function storedMessages(conversationId: number) {
  return t.database.db.select().from(messages).where(eq(messages.conversationId, conversationId));
}

/** A seller with an ad, a buyer, and the buyer's conversation about the ad. */
async function conversation() {
  const seller = await signIn(t);
  const buyer = await signIn(t);
  const adId = await createAd(t.database.db, seller.id);
  const started = await start(buyer, adId);
  expect(started.status).toBe(201);
  return { seller, buyer, adId, id: started.body.data.id };
}

describe('starting a conversation', () => {
  it("opens one conversation about a store, or a store's job, with the store's owner", async () => {
    const owner = await signIn(t);
    const customer = await signIn(t);
    const [store] = await t.database.db
      .insert(stores)
      .values({ ownerId: owner.id, storeName: 'Chat Motors' })
      .returning({ id: stores.id });
    const [job, unclaimed] = await t.database.db
      .insert(jobOffers)
      .values([
        { storeId: store?.id, titleEn: 'Car mechanic', titleAr: 'ميكانيكي سيارات' },
        { titleEn: 'Driver', titleAr: 'سائق' },
      ])
      .returning({ id: jobOffers.id });
    if (!store || !job || !unclaimed) throw new Error('the store and jobs were not written');
    const aboutStore = await startAbout(customer, { store_id: store.id });
    expect(aboutStore.status).toBe(201);
    expect(aboutStore.body.data).toMatchObject({
      role: 'buying',
      subject: { kind: 'store', id: store.id, title: 'Chat Motors', picture: null },
      other: { id: owner.id },
    });
    expect((await startAbout(customer, { store_id: store.id })).body.data.id).toBe(
      aboutStore.body.data.id,
    );
    const aboutJob = await startAbout(customer, { job_id: job.id }, 'ar');
    expect(aboutJob.status).toBe(201);
    expect(aboutJob.body.data.subject).toEqual({
      kind: 'job',
      id: job.id,
      title: 'ميكانيكي سيارات',
      picture: null,
    });
    expect(aboutJob.body.data.id).not.toBe(aboutStore.body.data.id);

    // The owner sees both on the selling side once written in.
    await send(customer, aboutJob.body.data.id, 'Is the job still open?');
    const selling = await list(owner, '?role=selling');
    expect(selling.body.data.map((row) => row.subject)).toEqual([
      { kind: 'job', id: job.id, title: 'Car mechanic', picture: null },
    ]);

    const own = await startAbout(owner, { store_id: store.id }, 'ar');
    expect(own.status).toBe(422);
    expect(own.body.errors?.store_id).toEqual([formatMessage('chat_own_store', 'ar')]);
    const ownJob = await startAbout(owner, { job_id: job.id });
    expect(ownJob.body.errors?.job_id).toEqual([formatMessage('chat_own_store', 'en')]);
    const noStore = await startAbout(customer, { job_id: unclaimed.id });
    expect(noStore.status).toBe(422);
    expect(noStore.body.errors?.job_id).toEqual([formatMessage('chat_no_owner', 'en')]);
    expect((await startAbout(customer, { store_id: UNKNOWN_ID })).status).toBe(404);
    expect((await startAbout(customer, { job_id: UNKNOWN_ID })).status).toBe(404);
  });

  it('reaches a seller who hid their phone number on the ad', async () => {
    const seller = await signIn(t);
    const buyer = await signIn(t);
    const adId = await createAd(t.database.db, seller.id);
    await t.database.db.update(ads).set({ showPhone: false }).where(eq(ads.id, adId));
    const shown = await request<{ author_info: { author_phone: string | null } }>(
      t,
      'GET',
      `/api/ads/${adId}`,
    );
    expect(shown.body.data.author_info.author_phone).toBeNull();
    const started = await start(buyer, adId);
    expect(started.status).toBe(201);
    expect(started.body.data.other?.id).toBe(seller.id);
  });

  it('needs exactly one subject: an ad, a store or a job', async () => {
    const buyer = await signIn(t);
    for (const body of [{}, { ad_id: 1, store_id: 1 }, { store_id: 1, job_id: 1 }]) {
      const res = await startAbout(buyer, body, 'ar');
      expect(res.status).toBe(422);
      expect(res.body.errors?.ad_id).toEqual([formatMessage('chat_subject', 'ar')]);
    }
  });

  it("opens the buyer's conversation about the ad once, from the buyer's side, in the request's language", async () => {
    const seller = await signIn(t);
    const buyer = await signIn(t);
    const adId = await createAd(t.database.db, seller.id);

    const first = await start(buyer, adId, 'ar');
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      role: 'buying',
      subject: { kind: 'ad', id: adId, title: 'دراجة لاختبار التفاعل', picture: null },
      other: { id: seller.id, name: 'Test Person', avatar: null },
      last_message: null,
      unread_count: 0,
      other_read_id: 0,
      blocked_by_me: false,
      blocked_by_them: false,
    });

    const again = await start(buyer, adId);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.body.data.subject?.title).toBe('Engagement test bike');

    // Nobody has written yet: neither side lists it.
    expect((await list(buyer)).body.total).toBe(0);
    expect((await list(seller)).body.total).toBe(0);
  });

  it('refuses your own ad (422 in the language), an unknown ad (404), a gone ad (410) and a bad id (422)', async () => {
    const seller = await signIn(t);
    const adId = await createAd(t.database.db, seller.id);

    const own = await start(seller, adId, 'ar');
    expect(own.status).toBe(422);
    expect(own.body.errors?.ad_id).toEqual([formatMessage('chat_own_ad', 'ar')]);
    expect(own.body.errors?.ad_id?.[0]).toMatch(ARABIC);

    const buyer = await signIn(t);
    expect((await start(buyer, UNKNOWN_ID)).status).toBe(404);
    const bad = await start(buyer, 'abc');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['ad_id']);

    await t.database.db.update(ads).set({ status: 'deleted' }).where(eq(ads.id, adId));
    expect((await start(buyer, adId)).status).toBe(410);
  });

  it('needs a signed-in user on every route (401)', async () => {
    const { id, seller } = await conversation();
    const answers = await Promise.all([
      start(null, 1),
      request(t, 'GET', '/api/conversations'),
      request(t, 'GET', '/api/conversations/unread-count'),
      detail(null, id),
      thread(null, id),
      send(null, id, 'hello'),
      read(null, id, 1),
      report(null, id),
      block(null, seller.id),
      block(null, seller.id, 'DELETE'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(answers.length).fill(401));
  });
});

describe('messages', () => {
  it('go both ways, trimmed, kept as plain text, with unread counts and read marks that follow', async () => {
    const { seller, buyer, id } = await conversation();
    const markup = '<a href="http://evil.example">متوفر؟</a> https://souq.example/ad/1';
    const sent = await send(buyer, id, `  ${markup}  `);
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      conversation_id: id,
      sender_id: buyer.id,
      body: markup,
    });

    expect(await unread(seller)).toBe(1);
    expect(await unread(buyer)).toBe(0);
    const sellerList = await list(seller);
    expect(sellerList.body.data).toHaveLength(1);
    expect(sellerList.body.data[0]).toMatchObject({
      id,
      role: 'selling',
      other: { id: buyer.id },
      unread_count: 1,
      last_message: { id: sent.body.data.id, body: markup },
    });
    // The buyer has not been read yet.
    expect((await detail(buyer, id)).body.data.other_read_id).toBe(0);

    const marked = await read(seller, id, sent.body.data.id);
    expect(marked.body.data.last_read_id).toBe(sent.body.data.id);
    expect(await unread(seller)).toBe(0);
    expect((await detail(buyer, id)).body.data.other_read_id).toBe(sent.body.data.id);
    // A read mark never goes back, nor past the last message.
    expect((await read(seller, id, 0)).body.data.last_read_id).toBe(sent.body.data.id);
    expect((await read(seller, id, UNKNOWN_ID)).body.data.last_read_id).toBe(sent.body.data.id);

    const reply = await send(seller, id, 'Yes, still available.');
    expect(reply.status).toBe(201);
    expect(await unread(buyer)).toBe(1);
    const both = await thread(buyer, id);
    expect(both.body.data.map((message) => message.body)).toEqual([
      markup,
      'Yes, still available.',
    ]);
    expect(both.body.has_older).toBe(false);
  });

  it('list newest conversation first, by side', async () => {
    const seller = await signIn(t);
    const buyer = await signIn(t);
    const [first, second] = [
      await createAd(t.database.db, seller.id),
      await createAd(t.database.db, seller.id),
    ];
    const a = (await start(buyer, first)).body.data.id;
    const b = (await start(buyer, second)).body.data.id;
    await send(buyer, b, 'About the second bike');
    await send(buyer, a, 'About the first bike');
    const own = await createAd(t.database.db, buyer.id);
    const c = (await start(seller, own)).body.data.id;
    await send(seller, c, 'About your bike');

    expect((await list(buyer)).body.data.map((row) => row.id)).toEqual([c, a, b]);
    expect((await list(buyer, '?role=buying')).body.data.map((row) => row.id)).toEqual([a, b]);
    expect((await list(buyer, '?role=selling')).body.data.map((row) => row.id)).toEqual([c]);
    expect((await list(buyer, '?role=renting')).status).toBe(422);
  });

  it('page back by id and catch up after the last one seen', async () => {
    const { buyer, seller, id } = await conversation();
    const total = MESSAGES_PER_PAGE + 2;
    await t.database.db.insert(messages).values(
      Array.from({ length: total }, (_, i) => ({
        conversationId: id,
        senderId: i % 2 === 0 ? buyer.id : seller.id,
        body: `message ${String(i)}`,
      })),
    );
    const newest = await thread(seller, id);
    expect(newest.body.data).toHaveLength(MESSAGES_PER_PAGE);
    expect(newest.body.has_older).toBe(true);
    expect(newest.body.data.at(-1)?.body).toBe(`message ${String(total - 1)}`);
    const firstId = newest.body.data[0]?.id ?? 0;
    const older = await thread(seller, id, `?before=${String(firstId)}`);
    expect(older.body.data.map((message) => message.body)).toEqual(['message 0', 'message 1']);
    expect(older.body.has_older).toBe(false);

    const seen = newest.body.data.at(-3)?.id ?? 0;
    const caughtUp = await thread(seller, id, `?after=${String(seen)}`);
    expect(caughtUp.body.data.map((message) => message.body)).toEqual([
      `message ${String(total - 2)}`,
      `message ${String(total - 1)}`,
    ]);
  });

  it('refuse an empty or too long message in the language, and keep what was sent', async () => {
    const { buyer, id } = await conversation();
    await send(buyer, id, 'Is it still available?');
    for (const body of ['', '   ', undefined, 42]) {
      const refused = await send(buyer, id, body, 'ar');
      expect(refused.status).toBe(422);
      expect(refused.body.errors?.body?.[0]).toMatch(ARABIC);
    }
    const tooLong = await send(buyer, id, 'x'.repeat(MESSAGE_MAX_LENGTH + 1), 'ar');
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors?.body).toEqual([formatMessage('message_max', 'ar')]);
    expect((await send(buyer, id, 'x'.repeat(MESSAGE_MAX_LENGTH))).status).toBe(201);
    expect((await storedMessages(id)).map((row) => row.body.length)).toEqual([
      22,
      MESSAGE_MAX_LENGTH,
    ]);
  });

  it('are limited per user and minute (429 in the language); nothing over the limit is stored', async () => {
    const { buyer, id } = await conversation();
    for (let i = 0; i < LIMITS.messagesPerMinute; i += 1) {
      expect((await send(buyer, id, `try ${String(i)}`)).status).toBe(201);
    }
    const refused = await send(buyer, id, 'one too many', 'ar');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(apiMessage('messages_too_fast', 'ar'));
    expect(await storedMessages(id)).toHaveLength(LIMITS.messagesPerMinute);
  });
});

describe('who may read and write', () => {
  it('only the two people in a conversation: 403 for anyone else on every route, 404 when there is none', async () => {
    const { id } = await conversation();
    const stranger = await signIn(t);
    const answers = await Promise.all([
      detail(stranger, id),
      thread(stranger, id),
      send(stranger, id, 'let me in'),
      read(stranger, id, 1),
      report(stranger, id),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403]);
    expect(await storedMessages(id)).toHaveLength(0);
    expect((await list(stranger)).body.total).toBe(0);

    const missing = await Promise.all([
      detail(stranger, UNKNOWN_ID),
      thread(stranger, UNKNOWN_ID),
      send(stranger, UNKNOWN_ID, 'hello'),
      read(stranger, UNKNOWN_ID, 1),
      report(stranger, UNKNOWN_ID),
    ]);
    expect(missing.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
  });

  it('new accounts start a few conversations a day; an existing one opens again', async () => {
    const seller = await signIn(t);
    const buyer = await signIn(t);
    const adIds = await Promise.all(
      Array.from({ length: LIMITS.newAccountConversationsPerDay + 1 }, () =>
        createAd(t.database.db, seller.id),
      ),
    );
    for (const adId of adIds.slice(0, -1)) expect((await start(buyer, adId)).status).toBe(201);
    const refused = await start(buyer, adIds.at(-1) ?? 0, 'ar');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(apiMessage('conversations_per_day', 'ar'));
    expect((await start(buyer, adIds[0] ?? 0)).status).toBe(200);

    // A week later the account is no longer new.
    await t.database.db
      .update(users)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(users.id, buyer.id));
    expect((await start(buyer, adIds.at(-1) ?? 0)).status).toBe(201);
  });
});

describe('blocking and reporting', () => {
  it('a block stops messages both ways with a clear message, until it is lifted', async () => {
    const { seller, buyer, id } = await conversation();
    const blocked = await block(seller, buyer.id, 'POST', 'ar');
    expect(blocked.status).toBe(200);
    expect(blocked.body.message).toBe(apiMessage('user_blocked', 'ar'));
    expect((await block(seller, buyer.id)).status).toBe(200);

    const fromBuyer = await send(buyer, id, 'Hello?');
    expect(fromBuyer.status).toBe(403);
    expect(fromBuyer.body.message).toBe(apiMessage('chat_blocked_by_them', 'en'));
    const fromSeller = await send(seller, id, 'Hello?');
    expect(fromSeller.status).toBe(403);
    expect(fromSeller.body.message).toBe(apiMessage('chat_blocked_by_me', 'en'));
    expect(await storedMessages(id)).toHaveLength(0);
    expect((await detail(seller, id)).body.data).toMatchObject({
      blocked_by_me: true,
      blocked_by_them: false,
    });
    expect((await detail(buyer, id)).body.data).toMatchObject({
      blocked_by_me: false,
      blocked_by_them: true,
    });

    expect((await block(seller, buyer.id, 'DELETE')).status).toBe(200);
    expect((await send(buyer, id, 'Hello again')).status).toBe(201);
  });

  it('refuses blocking yourself (422) or nobody (404)', async () => {
    const user = await signIn(t);
    const self = await block(user, user.id, 'POST', 'ar');
    expect(self.status).toBe(422);
    expect(self.body.errors?.id).toEqual([formatMessage('chat_block_self', 'ar')]);
    expect((await block(user, UNKNOWN_ID)).status).toBe(404);
  });

  it('a report keeps a copy of the messages for the moderators; a reason is required', async () => {
    const { seller, buyer, id } = await conversation();
    await send(buyer, id, 'Send the money first');
    const missing = await report(seller, id, { note: 'Asks for money up front' }, 'ar');
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.reason).toEqual([formatMessage('report_reason', 'ar')]);

    const body = { reason: 'scam', note: 'Asks for money up front' };
    const reported = await report(seller, id, body, 'ar');
    expect(reported.status).toBe(201);
    expect(reported.body.message).toBe(apiMessage('conversation_reported', 'ar'));
    const again = await report(seller, id, body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(apiMessage('already_reported', 'en'));
    const reportsOf = () =>
      t.database.db
        .select()
        .from(reports)
        .where(and(eq(reports.target, 'conversation'), eq(reports.targetId, id)));
    const rows = await reportsOf();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reporterId: seller.id,
      subjectUserId: buyer.id,
      reason: 'scam',
      note: 'Asks for money up front',
      state: 'open',
    });
    const copied = conversationEvidence.parse(rows[0]?.evidence).messages;
    expect(copied.map((message) => message.body)).toEqual(['Send the money first']);
    // The copy stays when the messages go.
    await t.database.db.execute(sql`delete from ${messages} where conversation_id = ${id}`);
    const [kept] = await reportsOf();
    expect(conversationEvidence.parse(kept?.evidence).messages).toHaveLength(1);
  });
});
