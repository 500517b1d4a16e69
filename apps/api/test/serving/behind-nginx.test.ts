import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Ad, AdDetail, Paginated } from '@souq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { signIn } from '../engagement/fixtures.ts';
import { startNginx, type Nginx } from '../helpers/nginx.ts';
import { freePort } from '../helpers/server-process.ts';
import { writeWebBuild } from '../web/fake-web-build.ts';

/**
 * Issue 46: the site behind nginx as deploy/nginx/souq.conf.template sets it up, with Debian's
 * nginx (`npm test` installs it: scripts/ensure-nginx.sh). nginx answers a burst of anonymous
 * visitors from its cache, never keeps a signed-in visitor's page, and the views of the pages it
 * answered are still counted, by the pages' beacons. The app runs in this process on its own
 * port, with a server build that renders every page.
 */

const SERVER_BUILD = `export async function renderPage(url) {
  return { html: '<main>' + url + ' rendered</main>', state: {} };
}`;

let t: TestContext;
let webDist: string;
let nginx: Nginx | undefined;
let base: string;
/** The requests the app received, by address. */
const received = new Map<string, number>();

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'souq-web-'));
  writeWebBuild(webDist, SERVER_BUILD);
  t = await createTestApp({ webDist, pageCacheSeconds: 60 }, undefined, (app) => {
    app.addHook('onRequest', async (request) => {
      received.set(request.url, (received.get(request.url) ?? 0) + 1);
    });
  });
  const appAddress = await t.app.listen({ port: 0, host: '127.0.0.1' });
  nginx = await startNginx({ apps: [new URL(appAddress).host], port: await freePort() });
  base = nginx.base;
});

afterAll(async () => {
  await nginx?.stop();
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

/** A page through nginx as a browser asks for it; answers its status, cache status and text. */
async function page(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${url}`, {
    headers: { accept: 'text/html', 'accept-encoding': 'br, gzip, deflate', ...headers },
  });
  return {
    status: res.status,
    cache: res.headers.get('x-cache-status'),
    cacheControl: res.headers.get('cache-control'),
    encoding: res.headers.get('content-encoding'),
    text: await res.text(),
  };
}

/** A public ad of the seed. */
async function someAdId(): Promise<number> {
  const res = await fetch(`${base}/api/ads/most-viewed`);
  const [ad] = ((await res.json()) as { data: Paginated<Ad> }).data.data;
  if (!ad) throw new Error('no ad');
  return ad.id;
}

async function shownViews(id: number): Promise<number> {
  const res = await fetch(`${base}/api/ads/${String(id)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: AdDetail }).data.view_count;
}

describe('the site behind nginx', () => {
  it('answers most of a burst of anonymous visitors from its cache, the app making each page once', async () => {
    const adPage = `/en/ad/${String(await someAdId())}`;
    const urls = Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? adPage : '/ar'));
    const answers = await Promise.all(urls.map((url) => page(url)));
    expect(answers.map((answer) => answer.status)).toEqual(urls.map(() => 200));
    const hits = answers.filter((answer) => answer.cache === 'HIT').length;
    expect(hits, answers.map((answer) => answer.cache).join(' ')).toBeGreaterThanOrEqual(90);
    // A burst on a page nginx does not have yet waits for one request of the app (its lock).
    expect(received.get(adPage)).toBe(1);
    expect(received.get('/ar')).toBe(1);
    for (const [i, answer] of answers.entries()) {
      expect(answer.text).toContain(`<main>${urls[i] ?? ''} rendered</main>`);
      expect(answer.encoding).toBe('br');
      expect(answer.cacheControl).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    }
    // One copy per encoding: gzip is asked for once, then kept too.
    const gzip = [
      await page('/ar', { 'accept-encoding': 'gzip' }),
      await page('/ar', { 'accept-encoding': 'gzip, deflate' }),
    ];
    expect(gzip.map((answer) => [answer.encoding, answer.cache])).toEqual([
      ['gzip', 'MISS'],
      ['gzip', 'HIT'],
    ]);
  });

  it('never answers a signed-in visitor from its cache, nor keeps their page', async () => {
    const url = '/en/category/8';
    expect((await page(url)).cache).toBe('MISS');
    const session = await signIn(t);
    const token = session.headers.authorization.replace('Bearer ', '');
    const signedIn = [
      { cookie: `language=en; auth_token=${token}` },
      { cookie: 'userData=%7B%22id%22%3A1%7D' },
      session.headers,
    ];
    for (const headers of [...signedIn, ...signedIn]) {
      const answer = await page(url, headers);
      expect(answer.status).toBe(200);
      expect(answer.cache, JSON.stringify(headers)).toBe('BYPASS');
    }
    const withCookie = await page(url, { cookie: `auth_token=${token}` });
    expect(withCookie.text).not.toContain('rendered</main>');
    expect(withCookie.cacheControl).toBe('private, no-cache');
    // The anonymous page kept before is still the one given; other cookies do not matter.
    const otherCookies: Record<string, string>[] = [{}, { cookie: 'language=ar; visitor=x' }];
    for (const headers of otherCookies) {
      const anonymous = await page(url, headers);
      expect(anonymous.cache).toBe('HIT');
      expect(anonymous.text).toContain(`<main>${url} rendered</main>`);
    }
  });

  it('still counts the views of the pages it answered: a beacon each, once a visitor a day', async () => {
    const id = await someAdId();
    const url = `/ar/ad/${String(id)}`;
    const before = await shownViews(id);
    for (let i = 0; i < 5; i += 1) await page(url);
    expect((await page(url)).cache).toBe('HIT');
    expect(await shownViews(id)).toBe(before);

    const beacon = (cookie?: string) =>
      fetch(`${base}/api/ads/${String(id)}/views`, {
        method: 'POST',
        headers: cookie === undefined ? {} : { cookie },
      });
    const visitors: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await beacon();
      expect(res.status).toBe(204);
      expect(res.headers.get('x-cache-status')).toBeNull();
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('visitor='));
      visitors.push(cookie?.split(';')[0] ?? '');
    }
    expect(new Set(visitors).size).toBe(5);
    for (const cookie of [visitors[0], visitors[0], visitors[3]]) {
      expect((await beacon(cookie)).status).toBe(204);
    }
    expect(await shownViews(id)).toBe(before + 5);
    await t.app.adViews.flush();
    expect(await shownViews(id)).toBe(before + 5);
  });
});
