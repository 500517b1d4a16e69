import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsServer, type MetricsServer } from '../../src/serving/metrics-server.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { sampleOf } from '../helpers/metrics.ts';
import { request } from '../engagement/fixtures.ts';
import { newConversation } from '../messaging/conversations-client.ts';
import { openStream } from '../messaging/event-stream.ts';
import { writeWebBuild } from '../web/fake-web-build.ts';

const TOKEN = 'metrics-token-for-the-tests';
const DURATIONS = 'http_request_duration_seconds_count';

let t: TestContext;
let base: string;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'souq-web-'));
  writeWebBuild(
    webDist,
    'export async function renderPage(url) { return { html: "<main>" + url + "</main>", state: {} }; }',
  );
  t = await createTestApp({ webDist, pageCacheSeconds: 60, metricsRoute: { token: TOKEN } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function scrape(): Promise<string> {
  const reply = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(reply.statusCode).toBe(200);
  return reply.body;
}

describe('GET /metrics on the main port', () => {
  it('is refused without the token or with another, answered with it, and never cached', async () => {
    const without = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(without.body).not.toContain('http_request_duration_seconds');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(right.headers['cache-control']).toBe('no-store');
    expect(right.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it("counts a request by its route's pattern and status, never by its address", async () => {
    const labels = { method: 'GET', route: '/api/ads/:id', status_code: '404' };
    const before = sampleOf(await scrape(), DURATIONS, labels) ?? 0;
    const reply = await t.app.inject({ method: 'GET', url: '/api/ads/987654321' });
    expect(reply.statusCode).toBe(404);
    const after = await scrape();
    expect(sampleOf(after, DURATIONS, labels)).toBe(before + 1);
    expect(after).not.toContain('987654321');

    const ok = { method: 'GET', route: '/api/categories', status_code: '200' };
    const okBefore = sampleOf(after, DURATIONS, ok) ?? 0;
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
    }
    expect(sampleOf(await scrape(), DURATIONS, ok)).toBe(okBefore + 3);
  });

  it('counts an address no route has under one label', async () => {
    const labels = { method: 'GET', route: 'not_found', status_code: '404' };
    const before = sampleOf(await scrape(), DURATIONS, labels) ?? 0;
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing-42' });
    await t.app.inject({ method: 'GET', url: '/nowhere/at-all-43' });
    const after = await scrape();
    expect(sampleOf(after, DURATIONS, labels)).toBe(before + 2);
    expect(after).not.toContain('no-such-thing-42');
    expect(after).not.toContain('at-all-43');
  });

  it("tells the event loop's delay, the heap, the database pool and the search index", async () => {
    const text = await scrape();
    expect(sampleOf(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleOf(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    const database = { database: t.app.dbKind };
    expect(sampleOf(text, 'souq_db_pool_connections', database)).toBeGreaterThan(0);
    expect(sampleOf(text, 'souq_db_pool_idle', database)).toBeGreaterThanOrEqual(0);
    expect(sampleOf(text, 'souq_db_pool_waiting', database)).toBe(0);
    await expect
      .poll(async () => sampleOf(await scrape(), 'souq_search_index_loaded'), { timeout: 10_000 })
      .toBe(1);
    expect(sampleOf(await scrape(), 'souq_search_index_ads')).toBeGreaterThan(0);
  });

  it('counts the messages sent and the chat streams open', async () => {
    const { seller, buyer, id } = await newConversation(t);
    const sentBefore = sampleOf(await scrape(), 'souq_chat_messages_sent_total', { kind: 'text' });
    const streamsBefore = sampleOf(await scrape(), 'souq_chat_streams_open') ?? 0;

    const stream = await openStream(base, seller.headers);
    await stream.next('ready');
    expect(sampleOf(await scrape(), 'souq_chat_streams_open')).toBe(streamsBefore + 1);
    const sent = await request(t, 'POST', `/api/conversations/${String(id)}/messages`, {
      payload: { body: 'Is it still for sale?' },
      headers: buyer.headers,
    });
    expect(sent.status).toBe(201);
    await stream.next('message');
    expect(sampleOf(await scrape(), 'souq_chat_messages_sent_total', { kind: 'text' })).toBe(
      (sentBefore ?? 0) + 1,
    );
    stream.close();
    await expect
      .poll(async () => sampleOf(await scrape(), 'souq_chat_streams_open'), { timeout: 10_000 })
      .toBe(streamsBefore);
  });

  it("counts the page cache's hits and misses", async () => {
    const page = () =>
      t.app.inject({ method: 'GET', url: '/en/category/5', headers: { accept: 'text/html' } });
    const before = await scrape();
    const hits = sampleOf(before, 'souq_page_cache_requests_total', { result: 'hit' }) ?? 0;
    const misses = sampleOf(before, 'souq_page_cache_requests_total', { result: 'miss' }) ?? 0;
    expect((await page()).statusCode).toBe(200);
    expect((await page()).statusCode).toBe(200);
    expect((await page()).statusCode).toBe(200);
    const after = await scrape();
    expect(sampleOf(after, 'souq_page_cache_requests_total', { result: 'miss' })).toBe(misses + 1);
    expect(sampleOf(after, 'souq_page_cache_requests_total', { result: 'hit' })).toBe(hits + 2);
  });
});

describe('GET /metrics elsewhere', () => {
  let other: TestContext;
  let server: MetricsServer;
  beforeAll(async () => {
    // The app of a process whose metrics have a port of their own: none on its own port.
    other = await createTestApp({}, t.database);
    server = await startMetricsServer({
      port: 0,
      host: '127.0.0.1',
      token: undefined,
      collect: () => other.app.telemetry.text(),
      onError: () => undefined,
    });
  });
  afterAll(async () => {
    await server.close();
    await other.close();
  });

  it('is on the port of its own, counting the requests of the main port, which does not answer it', async () => {
    const url = `http://127.0.0.1:${String(server.port)}/metrics`;
    const labels = { method: 'GET', route: '/api/health', status_code: '200' };
    const before = sampleOf(await (await fetch(url)).text(), DURATIONS, labels) ?? 0;
    expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(sampleOf(await answer.text(), DURATIONS, labels)).toBe(before + 1);
    expect((await fetch(`http://127.0.0.1:${String(server.port)}/`)).status).toBe(404);
    expect((await other.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('asks for the token there too when one is set', async () => {
    const guarded = await startMetricsServer({
      port: 0,
      host: '127.0.0.1',
      token: TOKEN,
      collect: () => other.app.telemetry.text(),
      onError: () => undefined,
    });
    try {
      const url = `http://127.0.0.1:${String(guarded.port)}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      const answer = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('nodejs_heap_size_used_bytes');
    } finally {
      await guarded.close();
    }
  });
});
