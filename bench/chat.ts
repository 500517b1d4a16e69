// Chat benchmark (issue 18): many open event streams and a steady flow of messages, as a crowd
// chatting would make. Starts the real server in its own process (a fresh seeded PGlite database
// in a temporary folder, or PostgreSQL with --database-url), signs in the seeded people, opens
// conversations between them about their ads, opens --streams event streams
// (`GET /api/conversations/events`) spread over them, then sends --rate messages a second for
// --duration seconds, each from one person of a conversation to the other. For every message it
// times, on each of the recipient's open streams, the wait from sending it to receiving it, and
// counts the messages a stream should have received and did not. It also reads the server's
// memory (RSS) before and after opening the streams. Prints p50, p95 and max of the wait, the
// messages lost and the memory per open stream, and exits non-zero when the p95 is over 100 ms
// or a message is lost.
// With --redis-url the events go through Redis pub/sub (REDIS_URL).
// Usage: npm run bench:chat [-- --streams 200 --rate 50 --duration 60 --port 3292 --database-url …
//   --redis-url …]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ChatEvent, ConversationDetail, Envelope } from '@souq/contracts';
import { PEOPLE } from '../apps/api/src/db/seed/people.ts';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed/users.ts';
import { openEventStream, residentMb } from './support/event-stream.ts';
import { startServer, stopServersOnInterrupt } from './support/server.ts';
import { machine, percentile } from './support/stats.ts';
import { atMost, printTargets } from './support/targets.ts';

const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '200' },
    rate: { type: 'string', default: '50' },
    duration: { type: 'string', default: '60' },
    port: { type: 'string', default: '3292' },
    'database-url': { type: 'string' },
    'redis-url': { type: 'string' },
  },
});
const STREAMS = Number(values.streams);
const RATE = Number(values.rate);
const DURATION_S = Number(values.duration);
/** How long a stream may take to receive a message before it counts as lost. */
const GRACE_MS = 5000;
const TARGET = { p95: 100 };

stopServersOnInterrupt();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'souq-chat-bench-'));
const server = await startServer(values.port, {
  DATA_DIR: dataDir,
  DATABASE_URL: values['database-url'] ?? '',
  REDIS_URL: values['redis-url'] ?? '',
  // Every person sends far more than a person would: the limits are not what is measured.
  MESSAGES_PER_MINUTE: '1000000',
  AUTH_RATE_LIMIT_PER_IP: '100000',
  MAX_REQUESTS_IN_FLIGHT: '0',
  MAX_EVENT_LOOP_DELAY_MS: '0',
});
/** Everything measured; the server is stopped whatever happens. */
async function run(): Promise<boolean> {
  const base = server.base;

  const serverMemoryMb = () => residentMb(server.pid);

  async function api<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
    const res = await fetch(`${base}/api/${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: HTTP ${String(res.status)} ${text}`);
    return JSON.parse(text) as T;
  }

  type Person = { id: number; token: string };
  const people: Person[] = [];
  for (const { userName } of PEOPLE) {
    const res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName, password: DEMO_PASSWORD }),
    });
    if (!res.ok) throw new Error(`login ${userName}: HTTP ${String(res.status)}`);
    const { data } = (await res.json()) as Envelope<{ user: { id: number }; token: string }>;
    people.push({ id: data.user.id, token: data.token });
  }

  // Each person writes to the seller of an ad of another seeded person.
  type Ad = { id: number; author_info: { author_id: number } };
  const byAuthor = new Map<number, number>();
  for (let page = 1; page <= 10; page += 1) {
    const list = await api<Envelope<{ data: Ad[] }>>(
      people[0]?.token ?? '',
      'GET',
      `ads/most-viewed?page=${String(page)}`,
    );
    for (const ad of list.data.data) {
      if (!byAuthor.has(ad.author_info.author_id)) byAuthor.set(ad.author_info.author_id, ad.id);
    }
  }
  type Conversation = { id: number; buyer: Person; seller: Person };
  const conversations: Conversation[] = [];
  for (const buyer of people) {
    for (const seller of people) {
      const adId = byAuthor.get(seller.id);
      if (seller === buyer || adId === undefined) continue;
      const { data } = await api<Envelope<ConversationDetail>>(
        buyer.token,
        'POST',
        'conversations',
        {
          ad_id: adId,
        },
      );
      conversations.push({ id: data.id, buyer, seller });
      break;
    }
  }
  if (conversations.length === 0) throw new Error('no conversation could be started');

  /** When each message was sent, by its text (its id is known only once the answer comes). */
  const sentAt = new Map<string, number>();
  const waits: number[] = [];
  type Stream = { person: Person; received: Set<string>; close: () => void };

  async function openStream(person: Person): Promise<Stream> {
    const received = new Set<string>();
    const close = await openEventStream(base, person.token, (name, data) => {
      if (name !== 'message') return;
      const event = JSON.parse(data) as ChatEvent;
      if (event.type !== 'message' || event.message.sender_id === person.id) return;
      const sent = sentAt.get(event.message.body);
      if (sent === undefined || received.has(event.message.body)) return;
      received.add(event.message.body);
      waits.push(performance.now() - sent);
    });
    return { person, received, close };
  }

  const idleMb = serverMemoryMb();
  const streams: Stream[] = [];
  for (let i = 0; i < STREAMS; i += 1) {
    const person = people[i % people.length];
    if (person) streams.push(await openStream(person));
  }
  const openMb = serverMemoryMb();

  // Send at the rate, each message to the other side of a conversation taken in turn.
  const total = RATE * DURATION_S;
  const sends: Promise<unknown>[] = [];
  const expected = new Map<string, Person>();
  const started = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const conversation = conversations[i % conversations.length];
    if (!conversation) continue;
    const [from, to] =
      i % 2 === 0
        ? [conversation.buyer, conversation.seller]
        : [conversation.seller, conversation.buyer];
    const body = `bench message ${String(i)}`;
    sentAt.set(body, performance.now());
    expected.set(body, to);
    sends.push(
      api(from.token, 'POST', `conversations/${String(conversation.id)}/messages`, { body }),
    );
  }
  await Promise.all(sends);
  const sendSeconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, GRACE_MS));

  let shouldReceive = 0;
  let lost = 0;
  for (const stream of streams) {
    for (const [body, to] of expected) {
      if (to !== stream.person) continue;
      shouldReceive += 1;
      if (!stream.received.has(body)) lost += 1;
    }
  }
  for (const stream of streams) stream.close();

  const sorted = [...waits].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  const perStreamKb = ((openMb - idleMb) * 1024) / STREAMS;
  const transport = values['redis-url']
    ? 'through Redis pub/sub'
    : values['database-url']
      ? 'through LISTEN/NOTIFY'
      : 'in process';
  console.log(
    `Chat: ${String(STREAMS)} open streams over ${String(people.length)} people and ${String(conversations.length)} conversations, ` +
      `${String(total)} messages in ${sendSeconds.toFixed(1)} s (${(total / sendSeconds).toFixed(1)}/s asked ${String(RATE)}/s), ` +
      `${values['database-url'] ? 'PostgreSQL' : 'embedded PGlite'}, events ${transport}; ${machine()}`,
  );
  console.log(
    `deliveries to the recipients' streams: ${String(waits.length)} of ${String(shouldReceive)}`,
  );
  console.log(
    `send to receive: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
  );
  console.log(`lost: ${String(lost)}`);
  console.log(
    `server memory: ${idleMb.toFixed(1)} MB before the streams, ${openMb.toFixed(1)} MB with them: ${perStreamKb.toFixed(1)} KB per open stream`,
  );
  const pass = printTargets([
    atMost('send to receive p95', p95, TARGET.p95, 'ms'),
    atMost('messages lost', lost, 0, ''),
  ]);
  return pass;
}

let pass = false;
try {
  pass = await run();
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(pass ? 0 : 1);
