import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { call, newSeller, publishCar } from '../selling/selling-client.ts';
import { writeWebBuild } from './fake-web-build.ts';

/**
 * Issue 16, item 15: an unknown ad, category, job, store or user, or an id that is not a
 * number, is the not-found page with a 404 status. The server build renders every page it is
 * given but an unknown store, and records what it was asked.
 */
const SERVER_BUILD = `export async function renderPage(url, lang, answers, missing, gone) {
  (globalThis.notFoundRenders ??= []).push({ url, calls: [...answers.keys()], missing, gone });
  if (url.includes('/store/') && missing.length > 0) return null;
  return { html: '<main>' + url + '</main>', state: { missing } };
}`;

type Render = { url: string; calls: string[]; missing: string[]; gone: string[] };
const renders = (): Render[] =>
  ((globalThis as { notFoundRenders?: Render[] }).notFoundRenders ??= []);
const renderOf = (url: string) => renders().findLast((render) => render.url === url);

const UNKNOWN = 2_000_000_000;

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

/** A user with a public profile: the author of a seeded ad published in person. */
async function publicUserId(): Promise<number> {
  const reply = await t.app.inject({ method: 'GET', url: '/api/ads?per_page=48' });
  const ads = reply.json<{
    data: { data: { author_info: { author_id: number; store_id: number | null } }[] };
  }>().data.data;
  const author = ads.find((ad) => ad.author_info.store_id === null)?.author_info.author_id;
  if (author === undefined) throw new Error('no ad published in person');
  return author;
}

/** The first user, among those of the newest ads, whose user page lists an ad with a picture first. */
async function userWithPicturedFirstAd(): Promise<{ id: number; picture: string }> {
  const reply = await t.app.inject({ method: 'GET', url: '/api/ads?per_page=48' });
  const ads = reply.json<{
    data: { data: { author_info: { author_id: number; store_id: number | null } }[] };
  }>().data.data;
  const authors = new Set(
    ads.flatMap((ad) => (ad.author_info.store_id === null ? [ad.author_info.author_id] : [])),
  );
  for (const id of authors) {
    const first = await t.app.inject({
      method: 'GET',
      url: `/api/ads/user-ads?entity_type=client&entity_id=${String(id)}&page=1`,
    });
    const picture = first.json<{ data: { data: { images: { src: string }[] }[] } }>().data.data[0]
      ?.images[0]?.src;
    if (picture !== undefined) return { id, picture };
  }
  throw new Error('no user lists an ad with a picture first');
}

describe('the not-found page', () => {
  it('is answered 404 for an id that is not a number, signed in or not', async () => {
    for (const url of [
      '/en/ad/abc',
      '/ar/category/abc',
      '/en/job/0',
      '/en/store/x1',
      '/ar/user/abc/profile',
      '/en/ad/99999999999',
      '/en/ad/abc?ref=share',
    ]) {
      const anonymous = await page(url);
      expect(anonymous.statusCode, url).toBe(404);
      expect(anonymous.headers['content-type'], url).toMatch(/^text\/html/);
      expect(anonymous.body, url).toContain(`<main>${url}</main>`);
      expect(renderOf(url)?.calls, url).toEqual(['/api/categories']);
      // The route module the address matches, which hydration loads.
      const chunk = /^\/\w+\/(ad|category|job|store|user)\//.exec(url)?.[1];
      if (chunk)
        expect(anonymous.body, url).toMatch(
          new RegExp(`data-preload="[^"]* /assets/${chunk}-1\\.js`),
        );
      const signedIn = await page(url, { cookie: 'auth_token=abc' });
      expect(signedIn.statusCode, `${url} signed in`).toBe(404);
      expect(signedIn.body, `${url} signed in`).toContain('<p>shell</p>');
    }
  });

  it('is answered 404 for an unknown ad, category, job, store or user, with its address', async () => {
    const cases = [
      { url: `/en/ad/${String(UNKNOWN)}`, subject: `/api/ads/${String(UNKNOWN)}` },
      { url: '/ar/category/999', subject: '/api/get_filter_options?category_id=999' },
      { url: `/en/job/${String(UNKNOWN)}`, subject: `/api/job-offers/${String(UNKNOWN)}` },
      { url: `/ar/user/${String(UNKNOWN)}/profile`, subject: `/api/users/${String(UNKNOWN)}` },
    ];
    for (const { url, subject } of cases) {
      const reply = await page(url);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.body, url).toContain(`<main>${url}</main>`);
      expect(renderOf(url)?.missing, url).toContain(subject);
    }
    // A page the server build cannot render is the shell, answered 404 all the same.
    const store = await page(`/en/store/${String(UNKNOWN)}`);
    expect(store.statusCode).toBe(404);
    expect(store.body).toContain('<p>shell</p>');
    expect(renderOf(`/en/store/${String(UNKNOWN)}`)?.missing).toContain(
      `/api/stores/${String(UNKNOWN)}`,
    );
  });

  it('is answered 410 for an ad that is gone, rendered with its address as gone', async () => {
    const seller = await newSeller(t);
    const id = await publishCar(t, seller.token, 307, { title: 'Kia Picanto vandrelix gone' });
    const url = `/ar/ad/${String(id)}`;
    expect((await page(url)).statusCode).toBe(200);

    const deleted = await call(t, 'DELETE', `/api/selling/ads/${String(id)}`, seller.token);
    expect(deleted.status).toBe(200);
    const replies = [await page(url), await page(url)];
    expect(replies.map((reply) => reply.statusCode)).toEqual([410, 410]);
    expect(replies[0]?.body).toContain(`<main>${url}</main>`);
    expect(renderOf(url)).toMatchObject({
      missing: [`/api/ads/${String(id)}`],
      gone: [`/api/ads/${String(id)}`],
    });
    // Never shared: a gone page is rendered for each visitor, as a not-found one is.
    expect(replies.map((reply) => reply.headers['server-timing'])).not.toContain(
      'cache;desc=shared',
    );
    // An unknown ad is not gone: it never was.
    expect((await page(`/en/ad/${String(UNKNOWN)}`)).statusCode).toBe(404);
    expect(renderOf(`/en/ad/${String(UNKNOWN)}`)?.gone).toEqual([]);
  });

  it('is never shared between visitors: each one is rendered', async () => {
    const url = `/en/ad/${String(UNKNOWN)}`;
    const before = renders().filter((render) => render.url === url).length;
    const replies = [await page(url), await page(url)];
    expect(replies.map((reply) => reply.statusCode)).toEqual([404, 404]);
    expect(replies.map((reply) => reply.headers['server-timing'])).not.toContain(
      'cache;desc=shared',
    );
    expect(renders().filter((render) => render.url === url)).toHaveLength(before + 2);
  });
});

describe('the pages of one thing', () => {
  it('are 200 for a known one, rendered on the server with its answer', async () => {
    for (const url of ['/en/ad/1', '/en/category/8']) {
      expect((await page(url)).statusCode, url).toBe(200);
    }
    for (const [url, subject] of [
      ['/en/job/1', '/api/job-offers/1'],
      ['/ar/store/1', '/api/stores/1'],
    ] as const) {
      const reply = await page(url);
      expect(reply.statusCode, url).toBe(200);
      expect(renderOf(url)?.calls, url).toEqual(
        expect.arrayContaining(['/api/categories', subject]),
      );
    }
  });

  it("carry a seller's first ads in the store and user pages, and preload a user's first", async () => {
    const userId = String(await publicUserId());
    for (const [url, subject, ads] of [
      [
        `/en/user/${userId}/profile`,
        `/api/users/${userId}`,
        `/api/ads/user-ads?entity_type=client&entity_id=${userId}&page=1`,
      ],
      ['/ar/store/1', '/api/stores/1', '/api/ads/user-ads?entity_type=store&entity_id=1&page=1'],
    ] as const) {
      const reply = await page(url);
      expect(reply.statusCode, url).toBe(200);
      expect(renderOf(url)?.calls, url).toEqual(
        expect.arrayContaining(['/api/categories', subject, ads]),
      );
    }
    // A user whose first listed ad has a picture (other files may add ads without one when
    // they share a PostgreSQL database): the page preloads it.
    const { id: pictured, picture } = await userWithPicturedFirstAd();
    const userPage = await page(`/ar/user/${String(pictured)}/profile`);
    expect(userPage.body).toContain(`<link rel="preload" as="image" href="${picture}"`);
  });

  it('send the jobs category to the jobs list', async () => {
    for (const [url, to] of [
      ['/en/category/6', '/en/jobs'],
      ['/ar/category/6?page=2', '/ar/jobs'],
    ] as const) {
      const reply = await page(url);
      expect(reply.statusCode, url).toBe(301);
      expect(reply.headers.location, url).toBe(to);
    }
  });
});
