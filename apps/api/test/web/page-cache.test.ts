import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads } from '../../src/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { holdDatabase } from '../helpers/hold-database.ts';
import { keptSeconds } from '../../src/plugins/web/page-cache.ts';
import { writeWebBuild } from './fake-web-build.ts';

/** A server build that renders every page, with a number that tells one render from another. */
const SERVER_BUILD = `export async function renderPage(url, lang) {
  const calls = (globalThis.cachedRenderCalls ??= []);
  calls.push(url);
  return { html: '<main>' + url + ' render ' + calls.length + '</main>', state: { lang } };
}`;

const renderCalls = (url: string): number =>
  ((globalThis as { cachedRenderCalls?: string[] }).cachedRenderCalls ?? []).filter(
    (called) => called === url,
  ).length;

let t: TestContext;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'souq-web-'));
  writeWebBuild(webDist, SERVER_BUILD);
  t = await createTestApp({ webDist, pageCacheSeconds: 60 });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

function page(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
}

/** The ad's views in the database, once those counted in memory are written. */
async function viewCount(adId: number, on: TestContext = t): Promise<number> {
  await on.app.adViews.flush();
  const [row] = await on.database.db
    .select({ views: ads.viewCount })
    .from(ads)
    .where(eq(ads.id, adId));
  return row?.views ?? Number.NaN;
}

describe('pages shared between anonymous visitors', () => {
  it('cost one render for a burst of visitors on one page', async () => {
    const replies = await Promise.all(Array.from({ length: 10 }, () => page('/en/category/8')));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
    const timings = replies.map((reply) => reply.headers['server-timing']);
    expect(timings.filter((timing) => timing === 'cache;desc=shared')).toHaveLength(9);
    expect(timings).toContainEqual(expect.stringMatching(/^data;dur=\d+\.\d, render;dur=\d+\.\d$/));
    expect(new Set(replies.map((reply) => reply.body)).size).toBe(1);
    expect(replies[0]?.body).toContain('<main>/en/category/8 render');
    expect(renderCalls('/en/category/8')).toBe(1);
    await page('/en/category/8');
    expect(renderCalls('/en/category/8')).toBe(1);
  });

  it('are kept by address: each language is its own page', async () => {
    const [arabic, english] = await Promise.all([page('/ar/category/4'), page('/en/category/4')]);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('<main>/ar/category/4 render');
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('<main>/en/category/4 render');
  });

  it('are kept only for this machine without PUBLIC_URL, never for hosts a request names (issue 41 item 8)', async () => {
    const url = '/ar/category/9';
    for (const host of ['forged-1.example', 'forged-2.example', 'forged-1.example']) {
      const reply = await page(url, { host });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['server-timing']).not.toBe('cache;desc=shared');
    }
    expect(renderCalls(url)).toBe(3);
    await page(url, { host: 'localhost' });
    expect((await page(url, { host: 'localhost' })).headers['server-timing']).toBe(
      'cache;desc=shared',
    );
    expect(renderCalls(url)).toBe(4);
  });

  it('are one page for every host with PUBLIC_URL, whose links name it alone', async () => {
    const named = await createTestApp({
      webDist,
      pageCacheSeconds: 60,
      publicUrl: 'https://souq.example',
    });
    try {
      const url = '/en/category/1';
      const replies = [];
      for (const host of ['a.example', 'b.example', 'localhost']) {
        replies.push(await named.app.inject({ url, headers: { accept: 'text/html', host } }));
      }
      expect(renderCalls(url)).toBe(1);
      for (const reply of replies) {
        expect(reply.body).toContain('href="https://souq.example/en/category/1"');
        expect(reply.body).not.toMatch(/[ab]\.example/);
      }
    } finally {
      await named.close();
    }
  });

  it("count no view of an ad page, whether it was rendered for the visit or shared (the page's beacon does)", async () => {
    const before = await viewCount(5);
    await page('/en/ad/5');
    await Promise.all(Array.from({ length: 6 }, () => page('/en/ad/5')));
    await page('/ar/ad/5');
    expect(renderCalls('/en/ad/5')).toBe(1);
    expect(await viewCount(5)).toBe(before);
  });

  it('are dropped by a change of a topic they show, not of another (page-invalidation.test.ts)', async () => {
    const url = '/ar/category/5';
    await page(url);
    for (const topic of ['catalog', 'ads', 'sellers'] as const) {
      const before = renderCalls(url);
      t.app.contentChanges.emit(topic);
      await page(url);
      expect(renderCalls(url), topic).toBe(before + 1);
    }
    const before = renderCalls(url);
    t.app.contentChanges.emit('jobs', 'content');
    await page(url);
    expect(renderCalls(url)).toBe(before);
  });

  it('are never given to a signed-in visitor', async () => {
    await page('/en/category/5');
    const signedIn = await page('/en/category/5', { cookie: 'userData=%7B%7D' });
    expect(signedIn.body).not.toContain('<main>');
    expect(signedIn.body).toContain('<p>shell</p>');
  });

  it('are compressed once per encoding, to the same page', async () => {
    const plain = await page('/ar/category/1');
    const brotli = await page('/ar/category/1', { 'accept-encoding': 'br, gzip' });
    const gzip = await page('/ar/category/1', { 'accept-encoding': 'gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['server-timing']).toMatch(/^data;dur=\d+\.\d, render;dur=\d+\.\d$/);
  });

  it('are sent for the browser to render when a call does not answer in time, and not kept', async () => {
    const held = await holdDatabase(t.database.db);
    const stalled = await page('/en/category/9');
    await held.release();
    expect(stalled.statusCode).toBe(200);
    expect(stalled.body).toContain('<p>shell</p>');
    expect(renderCalls('/en/category/9')).toBe(0);
    const later = await page('/en/category/9');
    expect(later.body).toContain('<main>/en/category/9 render');
    expect(renderCalls('/en/category/9')).toBe(1);
  });
});

describe('a shared page older than PAGE_CACHE_SECONDS', () => {
  let quick: TestContext;
  beforeAll(async () => {
    quick = await createTestApp({ webDist, pageCacheSeconds: 2 });
  });
  afterAll(() => quick.close());

  const quickPage = (url: string) =>
    quick.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('is sent to every visitor while it is made again', async () => {
    const url = '/ar/ad/5';
    const first = await quickPage(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['server-timing']).toMatch(/^data;dur=/);
    const renders = renderCalls(url);
    for (;;) {
      const reply = await quickPage(url);
      // No visitor waits for the page being made again: each is sent a kept one.
      expect(reply.headers['server-timing']).toBe('cache;desc=shared');
      if (reply.body !== first.body) break;
      await setTimeout(100);
    }
    expect(renderCalls(url)).toBe(renders + 1);
  });
});

describe('how long a shared page is kept', () => {
  it('is at most PAGE_CACHE_SECONDS and at least three quarters of it, spread over that range', () => {
    const kept = Array.from({ length: 1000 }, () => keptSeconds(10));
    expect(new Set(kept)).toEqual(new Set([8, 9, 10]));
    expect([keptSeconds(10, 0), keptSeconds(10, 0.5), keptSeconds(10, 0.999)]).toEqual([10, 9, 8]);
    expect([keptSeconds(3600, 0), keptSeconds(3600, 0.999)]).toEqual([3600, 2700]);
  });

  it('is never under a second', () => {
    expect([keptSeconds(1, 0.999), keptSeconds(2, 0.999), keptSeconds(4, 0.999)]).toEqual([
      1, 2, 3,
    ]);
  });
});
