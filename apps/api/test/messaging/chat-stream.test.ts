import type { ChatEvent, ChatMessage } from '@souq/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { request, signIn, type Session } from '../engagement/fixtures.ts';
import { newConversation } from './conversations-client.ts';
import { openStream } from './event-stream.ts';

let t: TestContext;
let base: string;

beforeAll(async () => {
  // Room for two requests in flight: open streams must not take it.
  t = await createTestApp({ maxRequestsInFlight: 2 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function send(context: TestContext, user: Session, id: number, body: string) {
  const sent = await request<ChatMessage>(context, 'POST', `/api/conversations/${id}/messages`, {
    payload: { body },
    headers: user.headers,
  });
  expect(sent.status).toBe(201);
  return sent.body.data;
}

const messageOf = (data: unknown) => (data as Extract<ChatEvent, { type: 'message' }>).message;

describe('GET /api/conversations/events', () => {
  it("brings each new message to both people's open streams at once, and to nobody else's", async () => {
    const { seller, buyer, id } = await newConversation(t);
    const stranger = await signIn(t);
    const [sellerStream, buyerStream, strangerStream] = await Promise.all(
      [seller, buyer, stranger].map((user) => openStream(base, user.headers)),
    );
    expect(sellerStream?.status).toBe(200);
    expect(sellerStream?.contentType).toMatch(/^text\/event-stream/);
    for (const stream of [sellerStream, buyerStream, strangerStream]) await stream?.next('ready');

    const sent = await send(t, buyer, id, 'Is it still available?');
    const heard = await sellerStream?.next('message');
    expect(heard?.id).toBe(String(sent.id));
    expect(messageOf(heard?.data)).toEqual(sent);
    expect(messageOf((await buyerStream?.next('message'))?.data)).toEqual(sent);

    // The seller reads it: the buyer's stream hears the read mark.
    await request(t, 'POST', `/api/conversations/${String(id)}/read`, {
      payload: { last_read_id: sent.id },
      headers: seller.headers,
    });
    expect((await buyerStream?.next('read'))?.data).toEqual({
      type: 'read',
      conversation_id: id,
      reader_id: seller.id,
      last_read_id: sent.id,
    });

    // A message of another conversation of the stranger's comes; nothing of this one did.
    const other = await newConversation(t);
    const strangers = await openStream(base, other.seller.headers);
    await strangers.next('ready');
    expect(strangerStream?.events().filter((event) => event.event !== 'ready')).toEqual([]);
    for (const stream of [sellerStream, buyerStream, strangerStream, strangers]) stream?.close();
  });

  it('a stream that comes back with Last-Event-ID gets what it missed first, none twice, then live', async () => {
    const { seller, buyer, id } = await newConversation(t);
    const first = await send(t, buyer, id, 'First');
    const missed = [await send(t, buyer, id, 'Second'), await send(t, seller, id, 'Third')];

    const stream = await openStream(base, seller.headers, { lastEventId: first.id });
    const caughtUp = [
      messageOf((await stream.next('message')).data),
      messageOf((await stream.next('message')).data),
    ];
    expect(caughtUp).toEqual(missed);
    await stream.next('ready');
    const live = await send(t, buyer, id, 'Fourth');
    expect(messageOf((await stream.next('message')).data)).toEqual(live);
    expect(stream.events().filter((event) => event.event === 'message')).toHaveLength(3);
    stream.close();

    // `?after=` does the same for a client that keeps the id itself.
    const again = await openStream(base, seller.headers, { after: missed[1]?.id ?? 0 });
    expect(messageOf((await again.next('message')).data)).toEqual(live);
    again.close();
  });

  it('tells both people when one blocks or unblocks the other', async () => {
    const { seller, buyer } = await newConversation(t);
    const buyerStream = await openStream(base, buyer.headers);
    await buyerStream.next('ready');
    await request(t, 'POST', `/api/users/${String(buyer.id)}/block`, { headers: seller.headers });
    expect((await buyerStream.next('block')).data).toEqual({
      type: 'block',
      blocker_id: seller.id,
      blocked_id: buyer.id,
      blocked: true,
    });
    await request(t, 'DELETE', `/api/users/${String(buyer.id)}/block`, { headers: seller.headers });
    expect((await buyerStream.next('block')).data).toMatchObject({ blocked: false });
    buyerStream.close();
  });

  it('needs a signed-in user (401), and open streams do not count as requests in flight', async () => {
    const anonymous = await fetch(`${base}/api/conversations/events`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(anonymous.status).toBe(401);
    const user = await signIn(t);
    for (const after of ['abc', '-1', '2147483648']) {
      const refused = await fetch(`${base}/api/conversations/events?after=${after}`, {
        headers: { accept: 'text/event-stream', lang: 'ar', ...user.headers },
      });
      expect(refused.status).toBe(422);
      expect(
        ((await refused.json()) as { errors: Record<string, string[]> }).errors,
      ).toHaveProperty('after');
    }
    // A Last-Event-ID that is no message id is ignored: the stream starts live.
    const odd = await openStream(base, user.headers, { lastEventId: Number.NaN });
    await odd.next('ready');
    odd.close();

    const users = await Promise.all([signIn(t), signIn(t), signIn(t)]);
    const streams = await Promise.all(users.map((user) => openStream(base, user.headers)));
    for (const stream of streams) await stream.next('ready');
    const answer = await fetch(`${base}/api/categories`);
    expect(answer.status).toBe(200);
    for (const stream of streams) stream.close();
  });
});

// Only PostgreSQL is shared by several processes (the embedded database lives in one): the
// suite runs this file on it too when DATABASE_URL is set, as .ci/run does.
if (process.env.DATABASE_URL)
  describe('two app processes on one PostgreSQL', () => {
    it("deliver each other's messages (LISTEN/NOTIFY)", async () => {
      const second = await createTestApp();
      try {
        const secondBase = await second.app.listen({ port: 0, host: '127.0.0.1' });
        const { seller, buyer, id } = await newConversation(t);
        // The seller's stream is open on the second process; the buyer writes through the first.
        const stream = await openStream(secondBase, seller.headers);
        await stream.next('ready');
        const sent = await send(t, buyer, id, 'Across processes');
        expect(messageOf((await stream.next('message')).data)).toEqual(sent);
        // And the other way round.
        const buyerStream = await openStream(base, buyer.headers);
        await buyerStream.next('ready');
        const reply = await send(second, seller, id, 'Heard you');
        expect(messageOf((await buyerStream.next('message')).data)).toEqual(reply);
        // Issue 41 item 10: an event of over 8,000 bytes as JSON (a control character takes six),
        // past what NOTIFY carries, is delivered too: NOTIFY names the message, each process
        // reads it.
        expect(messageOf((await stream.next('message')).data).id).toBe(reply.id);
        const long = await send(t, buyer, id, `a${'\u0001'.repeat(1998)}b`);
        expect(Buffer.byteLength(JSON.stringify(long))).toBeGreaterThan(8000);
        expect(messageOf((await stream.next('message')).data).body).toBe(long.body);
        stream.close();
        buyerStream.close();
      } finally {
        await second.close();
      }
    });
  });

// Redis pub/sub carries the events whenever REDIS_URL is set, on either database: .ci/run sets
// it. Two apps on one database, each with its own subscriber, hear each other only through it.
const redisUrl = process.env.REDIS_URL;
if (redisUrl)
  describe('two app processes with REDIS_URL', () => {
    it("deliver each other's messages through Redis pub/sub, and catch up after a drop", async () => {
      // A channel of this run's own: other runs may share the Redis server.
      const channel = `souq_chat_test_${String(process.pid)}_${String(Date.now())}`;
      const first = await createTestApp({ redisUrl, chatChannel: channel });
      const second = await createTestApp({ redisUrl, chatChannel: channel }, first.database);
      const admin = new Redis(redisUrl);
      try {
        const firstBase = await first.app.listen({ port: 0, host: '127.0.0.1' });
        const secondBase = await second.app.listen({ port: 0, host: '127.0.0.1' });
        const { seller, buyer, id } = await newConversation(first);
        const sellerStream = await openStream(secondBase, seller.headers);
        await sellerStream.next('ready');
        const sent = await send(first, buyer, id, 'Through Redis');
        expect(messageOf((await sellerStream.next('message')).data)).toEqual(sent);
        const buyerStream = await openStream(firstBase, buyer.headers);
        await buyerStream.next('ready');
        const reply = await send(second, seller, id, 'Heard you through Redis');
        expect(messageOf((await buyerStream.next('message')).data)).toEqual(reply);

        // Both apps' connections dropped: ioredis reconnects, and the streams are told to
        // fetch what they may have missed; live delivery goes on.
        const clients = (await admin.client('LIST')) as string;
        const ours = clients
          .split('\n')
          .filter((line) => line.includes(` name=souq:${channel} `))
          .map((line) => /(?:^| )id=(\d+)/.exec(line)?.[1]);
        expect(ours.length).toBeGreaterThanOrEqual(2);
        for (const clientId of ours) await admin.client('KILL', 'ID', clientId ?? '');
        await sellerStream.next('resync');
        await buyerStream.next('resync');
        const after = await send(first, buyer, id, 'After the drop');
        expect(messageOf((await sellerStream.next('message')).data)).toEqual(after);
        sellerStream.close();
        buyerStream.close();
      } finally {
        admin.disconnect();
        await second.close();
        await first.close();
      }
    });
  });
