import type { ChatEvent, ChatMessage, MyAdsPage } from '@souq/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../src/modules/auth/auth.service.ts';
import { fileDatabaseUrl } from '../helpers/file-database.ts';
import { newIdentity } from '../helpers/auth.ts';
import { startObjectStorage } from '../helpers/s3.ts';
import {
  freePort,
  startServerProcess,
  waitUntilAnswering,
  type ServerProcess,
} from '../helpers/server-process.ts';
import { openStream } from '../messaging/event-stream.ts';
import { photo } from '../selling/selling-client.ts';

/**
 * Issue 46: two real server processes (`src/server.ts`, each its own process, memory and data
 * folder) on one PostgreSQL database with Redis and one object storage, as a site behind a load
 * balancer runs them; requests alternate between them.
 */

type Body<D> = { data: D; message?: string };

/** One of the two processes: its address, its process and its own data folder. */
type Side = {
  base: string;
  server: ServerProcess;
  dataDir: string;
};

async function call<D = unknown>(
  side: Side,
  method: string,
  url: string,
  options: { json?: unknown; body?: Buffer; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${side.base}${url}`, {
    method,
    headers: {
      lang: 'en',
      ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Body<D>,
  };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(side: Side, userName: string) {
  const login = await call<{ token: string; user: { id: number } }>(side, 'POST', '/api/login', {
    json: { userName, password: 'demo12345' },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { login, token: login.body.data.token, id: login.body.data.user.id };
}

const messageOf = (data: unknown) => (data as Extract<ChatEvent, { type: 'message' }>).message;

// Only PostgreSQL is shared by several processes, and Redis carries their limits and events:
// .ci/run sets both, and the API's vitest.config.ts runs this file only then.
const databaseUrl = process.env.DATABASE_URL ?? '';
const redisUrl = process.env.REDIS_URL ?? '';
describe('two server processes on one PostgreSQL with Redis', () => {
  let a: Side;
  let b: Side;
  let objects: Awaited<ReturnType<typeof startObjectStorage>>;

  async function startSide(env: Record<string, string>): Promise<Side> {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'souq-two-'));
    const port = await freePort();
    const server = startServerProcess({
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
    });
    const base = `http://127.0.0.1:${String(port)}`;
    await waitUntilAnswering(base, server);
    return { base, server, dataDir };
  }

  beforeAll(async () => {
    objects = await startObjectStorage();
    const env = {
      // The demo, so that its accounts sign in; production, as a site runs.
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      HOST: '127.0.0.1',
      WEB_DIST: '/nonexistent',
      WEB_CONCURRENCY: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: await fileDatabaseUrl(databaseUrl),
      REDIS_URL: redisUrl,
      // Other runs on this machine sign in from this address too: only the per-account limit
      // is under test.
      AUTH_RATE_LIMIT_PER_IP: '1000',
      // No 503 for a late event loop on a busy machine.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...objects.env,
    };
    [a, b] = await Promise.all([startSide(env), startSide(env)]);
  }, 240_000);
  afterAll(async () => {
    for (const side of [a, b]) {
      if (side.server.child.exitCode === null) {
        side.server.child.kill('SIGKILL');
        await side.server.exited;
      }
      await rm(side.dataDir, { recursive: true, force: true });
    }
    await objects.close();
  });

  it('keep a session made on one valid on the other, by cookie and by token, and its sign-out on both', async () => {
    const { login, token } = await signIn(a, 'demo');
    const cookie = /auth_token=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0];
    expect(cookie).toBeDefined();
    const byCookie = await call<{ userName: string }>(b, 'GET', '/api/me', {
      headers: { cookie: cookie ?? '' },
    });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.data.userName).toBe('demo');
    expect((await call(b, 'GET', '/api/me', { headers: bearer(token) })).status).toBe(200);

    expect((await call(b, 'POST', '/api/logout', { headers: bearer(token) })).status).toBe(200);
    expect((await call(a, 'GET', '/api/me', { headers: bearer(token) })).status).toBe(401);
  });

  it("refuse an account's failed sign-in past its limit, whichever process gets it", async () => {
    // Each process alone would have counted only half of them.
    const { perAccount } = DEFAULT_RATE_LIMITS;
    const { userName } = newIdentity();
    const statuses = [];
    for (let i = 0; i <= perAccount; i++) {
      const side = i % 2 === 0 ? a : b;
      const json = { userName, password: 'wrong-one' };
      statuses.push((await call(side, 'POST', '/api/login', { json })).status);
    }
    expect(statuses).toEqual([...Array<number>(perAccount).fill(422), 429]);
  });

  it("show a like made through one in the other's shared answer for the ad at once", async () => {
    const seller = await signIn(b, 'demo');
    const mine = await call<MyAdsPage>(b, 'GET', '/api/selling/ads', {
      headers: bearer(seller.token),
    });
    const adId = mine.body.data.ads[0]?.id;
    if (adId === undefined) throw new Error('the demo account has no active ad');
    const read = () => call<{ likes_count: number }>(b, 'GET', `/api/ads/${String(adId)}`);
    // Read anonymously first, so that B holds the answer it shares.
    const before = await read();
    expect(before.status).toBe(200);

    const liker = await signIn(a, 'khaled.sabbagh');
    const liked = await call<{ likes_count: number }>(a, 'POST', '/api/likes/toggle', {
      json: { ad_id: adId },
      headers: bearer(liker.token),
    });
    expect(liked.status).toBe(200);
    expect(liked.body.data.likes_count).not.toBe(before.body.data.likes_count);
    await expect
      .poll(async () => (await read()).body.data.likes_count, { timeout: 1000, interval: 50 })
      .toBe(liked.body.data.likes_count);
  });

  it("drop the ads of a category hidden through one from the other's search within a second", async () => {
    // An admin of the demo signs in with a code: one of its people is made one instead.
    const member = await signIn(a, 'khaled.sabbagh');
    const database = new pg.Client({ connectionString: await fileDatabaseUrl(databaseUrl) });
    await database.connect();
    const setRole = (role: string | null) =>
      database.query('update users set staff_role = $1 where id = $2', [role, member.id]);
    type Found = { data: { id: number; category_id: number }[]; total: number };
    const search = async () =>
      (await call<Found>(b, 'GET', '/api/search?q=toyota&per_page=48')).body.data;
    const before = await search();
    const category = before.data[0]?.category_id;
    if (category === undefined) throw new Error('no ad found');
    const inCategory = (found: Found) => found.data.filter((ad) => ad.category_id === category);
    const hide = (hidden: boolean) =>
      call(a, 'PUT', `/api/admin/categories/${String(category)}/hidden`, {
        json: { hidden },
        headers: bearer(member.token),
      });
    try {
      await setRole('admin');
      expect((await hide(true)).status).toBe(200);
      await expect
        .poll(async () => inCategory(await search()).length, { timeout: 1000, interval: 50 })
        .toBe(0);
      expect((await hide(false)).status).toBe(200);
      await expect
        .poll(async () => (await search()).total, { timeout: 1000, interval: 50 })
        .toBe(before.total);
    } finally {
      await hide(false);
      await setRole(null);
      await database.end();
    }
  });

  it('serve a picture uploaded through one from the other (object storage)', async () => {
    const seller = await signIn(a, 'demo');
    const uploaded = await call<{ src: string }>(a, 'POST', '/api/selling/pictures', {
      body: await photo(4601),
      headers: { ...bearer(seller.token), 'content-type': 'image/jpeg' },
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const { src } = uploaded.body.data;
    expect(src).toMatch(/^\/media\/uploads\/ads\/[0-9a-f]+-\d+\.webp$/);
    expect(await objects.storage.get(src.replace(/^\/media\//, ''))).toMatchObject({
      contentType: 'image/webp',
    });

    const served = await fetch(`${b.base}${src}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const fromA = Buffer.from(await (await fetch(`${a.base}${src}`)).arrayBuffer());
    expect(Buffer.from(await served.arrayBuffer())).toEqual(fromA);
  });

  it("deliver a chat message sent through one on the other's open stream", async () => {
    const seller = await signIn(b, 'demo');
    const buyer = await signIn(a, 'khaled.sabbagh');
    const mine = await call<MyAdsPage>(b, 'GET', '/api/selling/ads', {
      headers: bearer(seller.token),
    });
    const adId = mine.body.data.ads[0]?.id;
    // The conversation about it: started now (201), or the one the seed holds (200).
    const started = await call<{ id: number }>(a, 'POST', '/api/conversations', {
      json: { ad_id: adId },
      headers: bearer(buyer.token),
    });
    expect([200, 201], JSON.stringify(started.body)).toContain(started.status);

    const stream = await openStream(b.base, bearer(seller.token));
    await stream.next('ready');
    const sent = await call<ChatMessage>(
      a,
      'POST',
      `/api/conversations/${String(started.body.data.id)}/messages`,
      { json: { body: 'Across two processes' }, headers: bearer(buyer.token) },
    );
    expect(sent.status).toBe(201);
    expect(messageOf((await stream.next('message')).data)).toEqual(sent.body.data);
    stream.close();
  });
});
