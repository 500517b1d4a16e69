import { setImmediate as nextTurn } from 'node:timers/promises';
import http from 'node:http';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overloadPlugin, RequestGate } from '../src/plugins/overload.ts';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { holdDatabase } from './helpers/hold-database.ts';

let t: TestContext;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ maxEventLoopDelayMs: 20 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

/** Keeps the event loop busy, 60 ms at a time, until the server counts itself overloaded. */
async function overload(): Promise<void> {
  while (!t.app.isUnderPressure()) {
    const until = performance.now() + 60;
    while (performance.now() < until) {
      // Busy: no timer or I/O callback runs meanwhile.
    }
    await nextTurn();
  }
}

describe('a server under load', () => {
  it('answers pages and API calls 503 at once with Retry-After, in the language asked, and keeps its health check and files', async () => {
    await overload();
    const [fromNetwork, english, arabic, page, health, file] = await Promise.all([
      fetch(`${base}/api/ads/most-viewed`, { headers: { lang: 'ar' } }),
      t.app.inject({ method: 'GET', url: '/api/categories' }),
      t.app.inject({ method: 'GET', url: '/api/categories', headers: { lang: 'ar' } }),
      t.app.inject({ method: 'GET', url: '/ar/category/8', headers: { accept: 'text/html' } }),
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/media/no-such-picture.webp' }),
    ]);
    // Answered before Fastify routes it, with the same answer.
    expect(fromNetwork.status).toBe(503);
    expect(fromNetwork.headers.get('retry-after')).toBe('2');
    expect(fromNetwork.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await fromNetwork.json()).toEqual(arabic.json());
    expect(english.statusCode).toBe(503);
    expect(english.headers['retry-after']).toBe('2');
    expect(english.json()).toEqual({
      message: 'Souq is very busy right now. Please try again in a few seconds.',
    });
    expect(arabic.statusCode).toBe(503);
    expect(arabic.json<{ message: string }>().message).toMatch(/[\u0600-\u06FF]/);
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('<meta http-equiv="refresh" content="2">');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ data: { status: 'ok', database: t.database.kind } });
    // Files are still served: a page whose scripts failed would have no working buttons.
    expect(file.statusCode).toBe(404);
  });

  it('serves again once the pressure is gone', async () => {
    await overload();
    while (t.app.isUnderPressure()) await new Promise((resolve) => setTimeout(resolve, 50));
    const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
  });

  it('answers its health check without waiting for a busy database', async () => {
    const held = await holdDatabase(t.database.db);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    await held.release();
    expect(health.statusCode).toBe(200);
  });
});

describe('a server with as many requests in flight as it takes', () => {
  let limited: TestContext;
  let base: string;

  beforeAll(async () => {
    // Without the answer cache, so that every request waits for the database.
    limited = await createTestApp({ maxRequestsInFlight: 2, cacheAnswers: false });
    base = await limited.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers the next request 503 at once, keeps its health check, and takes requests again once one is done', async () => {
    const held = await holdDatabase(limited.database.db);
    const waiting = [
      fetch(`${base}/api/categories`),
      fetch(`${base}/api/categories`, { headers: { lang: 'ar' } }),
    ];
    // Until both are being worked on, a third may still be let in: it then waits for the
    // database too, and is given up (its connection closed, which frees its place).
    let refused: Response | undefined;
    while (refused?.status !== 503) {
      refused = await fetch(`${base}/api/categories`, { signal: AbortSignal.timeout(500) }).catch(
        () => undefined,
      );
    }
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.json()).toEqual({
      message: 'Souq is very busy right now. Please try again in a few seconds.',
    });
    const page = await fetch(`${base}/ar/category/8`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('<html lang="ar" dir="rtl">');
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    // A page's own calls to the API (app.inject) are not counted: its request was let in.
    const inner = limited.app.inject({ method: 'GET', url: '/api/categories' });

    await held.release();
    const answers = await Promise.all(waiting);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect((await inner).statusCode).toBe(200);
    expect((await fetch(`${base}/api/categories`)).status).toBe(200);
  });
});

describe('a server that lets requests past its limit wait for a place', () => {
  /** An app with one place, whose requests past it wait at most `maxQueueWaitMs`. */
  async function withOnePlace(maxQueueWaitMs: number) {
    const limited = await createTestApp({
      maxRequestsInFlight: 1,
      maxQueueWaitMs,
      cacheAnswers: false,
    });
    return { limited, base: await limited.app.listen({ port: 0, host: '127.0.0.1' }) };
  }

  it('serves the waiting requests in turn once places free, and refuses at once past ten waiting per place', async () => {
    const { limited, base } = await withOnePlace(60_000);
    try {
      const held = await holdDatabase(limited.database.db);
      // One worked on (waiting for the database), ten waiting for its place, one too many.
      const answers = Array.from({ length: 12 }, () =>
        fetch(`${base}/api/categories`).then(async (res) => ({
          status: res.status,
          body: await res.json(),
        })),
      );
      const first = await Promise.race(answers);
      expect(first.status).toBe(503);
      expect(first.body).toEqual({
        message: 'Souq is very busy right now. Please try again in a few seconds.',
      });

      await held.release();
      const statuses = (await Promise.all(answers)).map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array<number>(11).fill(200), 503]);
    } finally {
      await limited.close();
    }
  });

  it('answers 503 to a request that waited its time, and serves the one worked on', async () => {
    const { limited, base } = await withOnePlace(200);
    try {
      const held = await holdDatabase(limited.database.db);
      const startedAt = performance.now();
      const timed = () =>
        fetch(`${base}/api/categories`, { headers: { lang: 'ar' } }).then((res) => ({
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          after: performance.now() - startedAt,
        }));
      const answers = [timed(), timed()];
      const refused = await Promise.race(answers);
      expect(refused.status).toBe(503);
      expect(refused.retryAfter).toBe('2');
      expect(refused.after).toBeGreaterThanOrEqual(190);

      await held.release();
      expect((await Promise.all(answers)).map((answer) => answer.status).sort()).toEqual([
        200, 503,
      ]);
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('a gate that lets many requests in at once', () => {
  it('answers the health check read among them before it has worked through them', async () => {
    const gate = new RequestGate({ maxRequestsInFlight: 100, maxQueueWaitMs: 0 });
    const app = Fastify({ serverFactory: gate.serverFactory });
    await app.register(overloadPlugin, { gate, maxEventLoopDelayMs: 0 });
    app.get('/api/busy', () => {
      const until = performance.now() + 4;
      while (performance.now() < until) {
        // Busy, as a page's synchronous work is.
      }
      return { busy: true };
    });
    app.get('/api/health', { config: { pressureHandler: () => undefined } }, () => ({ ok: true }));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    // Each request on a connection of its own, kept open (fetch keeps few per origin).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 41 });
    try {
      const order: string[] = [];
      const get = (path: string, name: string) =>
        new Promise<number>((resolve, reject) => {
          http
            .get(`${base}${path}`, { agent }, (res) => {
              res.resume().on('end', () => {
                order.push(name);
                resolve(res.statusCode ?? 0);
              });
            })
            .on('error', reject);
        });
      // Connections opened first: a server accepts one new connection per turn of its loop.
      await Promise.all(Array.from({ length: 41 }, () => get('/api/health', 'opening')));
      order.length = 0;
      const busy = Array.from({ length: 40 }, () => get('/api/busy', 'busy'));
      const health = get('/api/health', 'health');
      expect(await Promise.all([...busy, health])).toEqual(Array(41).fill(200));
      // Started as they were read, the forty held the loop 160 ms before the check was read.
      expect(order.indexOf('health')).toBeLessThan(20);
    } finally {
      agent.destroy();
      await app.close();
    }
  });
});
