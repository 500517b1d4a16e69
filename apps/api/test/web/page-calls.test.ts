import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CATEGORY_IDS,
  LIMITS,
  adsQueryString,
  searchQueryString,
  userAdsQueryString,
  type Ad,
  type FilterDefinition,
  type JobOffer,
  type Lang,
  type Paginated,
} from '@souq/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerPageCall } from '../../src/plugins/web/page-calls.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { call, newSeller, publishCar } from '../selling/selling-client.ts';
import { writeWebBuild } from './fake-web-build.ts';

/** A server build that renders every page, and records the calls each was given answers of. */
const SERVER_BUILD = `export async function renderPage(url, lang, answers) {
  (globalThis.pageCallRenders ??= []).push({ url, calls: [...answers.keys()] });
  return { html: '<main>' + url + '</main>', state: {} };
}`;

type Render = { url: string; calls: string[] };
const renders = (): Render[] =>
  ((globalThis as { pageCallRenders?: Render[] }).pageCallRenders ??= []);

const UNKNOWN = 2_000_000_000;
const LANGS: Lang[] = ['ar', 'en'];

let t: TestContext;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'souq-web-'));
  writeWebBuild(webDist, SERVER_BUILD);
  // No answer cache: the page's answer and the route's are each read and written anew.
  t = await createTestApp({ webDist, cacheAnswers: false });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** A page's call to `url`, answered without a request. */
const inPage = (url: string, lang: Lang) => answerPageCall(t.app.pageReads, url, lang, t.app.log);

/** The route's answer to `url` over HTTP, for an anonymous visitor. */
const httpReply = (url: string, lang: Lang) =>
  t.app.inject({ method: 'GET', url, headers: { lang } });

/** The route's answer to `url` over HTTP: its status, and its JSON. */
async function overHttp(url: string, lang: Lang) {
  const reply = await httpReply(url, lang);
  return reply.statusCode === 200
    ? { status: 200, body: reply.json<unknown>() }
    : { status: reply.statusCode };
}

async function data<T>(url: string): Promise<T> {
  const answer = await overHttp(url, 'en');
  if (!('body' in answer)) throw new Error(`${url} answered ${String(answer.status)}`);
  return (answer.body as { data: T }).data;
}

/** An address of each kind of call the pages make, with the ids the seed has. */
async function pageCallsOfEachKind(): Promise<string[]> {
  const jobs = await data<Paginated<JobOffer>>(`/api/job-offers/search?page=1`);
  const ads = await data<Paginated<Ad>>(`/api/ads?${adsQueryString({ per_page: 48 })}`);
  const storeId = ads.data.find((ad) => ad.author_info.store_id !== null)?.author_info.store_id;
  const userId = ads.data.find((ad) => ad.author_info.store_id === null)?.author_info.author_id;
  const filters = await data<FilterDefinition[]>(
    `/api/get_filter_options?category_id=${String(CATEGORY_IDS.carsAndVehicles)}`,
  );
  const make = filters.find((filter) => filter.name === 'Make');
  if (!jobs.data[0] || storeId == null || userId === undefined || !make) {
    throw new Error('the seed lacks a job, a store, a user or the cars’ make');
  }
  return [
    '/api/banner',
    '/api/categories',
    `/api/categories?categoryId=${String(CATEGORY_IDS.carsAndVehicles)}`,
    `/api/categories/${String(CATEGORY_IDS.carsAndVehicles)}`,
    `/api/job-offers/search?${adsQueryString({ per_page: LIMITS.homeJobs })}`,
    `/api/job-offers/search?${adsQueryString({ page: 2 })}`,
    `/api/job-offers/${String(jobs.data[0].id)}`,
    `/api/ads?${adsQueryString({ category_id: 8, per_page: LIMITS.sectionAds })}`,
    `/api/ads?${adsQueryString({ category_id: CATEGORY_IDS.carsAndVehicles, sort: 'price_asc', page: 2 })}`,
    `/api/ads?${adsQueryString({
      category_id: CATEGORY_IDS.carsAndVehicles,
      filtersAttributes: [{ attribute_id: make.id, value: 'Toyota' }],
    })}`,
    `/api/ads/user-ads?${userAdsQueryString({ entity_type: 'store', entity_id: storeId, page: 1 })}`,
    `/api/ads/user-ads?${userAdsQueryString({ entity_type: 'client', entity_id: userId, page: 1 })}`,
    `/api/get_filter_options?category_id=${String(CATEGORY_IDS.jobs)}`,
    `/api/search?${searchQueryString({ q: 'toyota' })}`,
    `/api/search?${searchQueryString({ q: 'سيارة', page: 1 })}`,
    '/api/pages/about',
    '/api/pages/safety-tips',
    '/api/ContactUs',
    '/api/Legals',
    '/api/ServiceProviders',
    `/api/stores/${String(storeId)}`,
    `/api/users/${String(userId)}`,
    '/api/reviews/5',
  ];
}

describe("a page's calls, answered without a request", () => {
  it('answer each kind of call with the JSON its route answers, in either language', async () => {
    const urls = await pageCallsOfEachKind();
    for (const lang of LANGS) {
      for (const url of urls) {
        const page = await inPage(url, lang);
        const http = await httpReply(url, lang);
        expect(http.statusCode, `${lang} ${url}`).toBe(200);
        expect(page, `${lang} ${url}`).toStrictEqual({ status: 200, body: http.json<unknown>() });
        // Written alike to the character, its keys in the route's order.
        expect(JSON.stringify(page?.status === 200 && page.body), `${lang} ${url}`).toBe(http.body);
      }
    }
  });

  it("answer the ad as its route does, counting no view (the page's beacon does)", async () => {
    for (const lang of LANGS) {
      const page = await inPage('/api/ads/5', lang);
      const http = await overHttp('/api/ads/5', lang);
      if (page?.status !== 200 || !('body' in http)) throw new Error('the ad was not answered');
      expect(page.body).toStrictEqual(http.body);
      const again = await inPage('/api/ads/5', lang);
      expect(again).toStrictEqual(page);
    }
  });

  it('are missing (404) or gone (410) when their route answers so', async () => {
    const seller = await newSeller(t);
    const id = await publishCar(t, seller.token, 311, { title: 'Kia Picanto page call gone' });
    expect((await call(t, 'DELETE', `/api/selling/ads/${String(id)}`, seller.token)).status).toBe(
      200,
    );
    const expected = [
      [`/api/ads/${String(id)}`, 410],
      [`/api/ads/${String(UNKNOWN)}`, 404],
      [`/api/categories/${String(UNKNOWN)}`, 404],
      [`/api/categories?categoryId=${String(UNKNOWN)}`, 404],
      [`/api/job-offers/${String(UNKNOWN)}`, 404],
      [`/api/stores/${String(UNKNOWN)}`, 404],
      [`/api/users/${String(UNKNOWN)}`, 404],
      [`/api/reviews/${String(UNKNOWN)}`, 404],
      ['/api/pages/no-such-page', 404],
    ] as const;
    for (const [url, status] of expected) {
      expect(await inPage(url, 'ar'), url).toStrictEqual({ status });
      expect(await overHttp(url, 'ar'), url).toStrictEqual({ status });
    }
  });

  it('fail when no read has their address or their route refuses their input', async () => {
    const refused = [
      ['/api/ads/abc', 422],
      ['/api/ads?category_id=cars', 422],
      [`/api/ads?${adsQueryString({ filtersAttributes: [{ attribute_id: 0, value: 'x' }] })}`, 422],
      ['/api/pages/x%00y', 422],
      ['/api/no-such-route', 404],
      ['/api/me', 401],
      ['/api/ads/5/', 404],
    ] as const;
    for (const [url, status] of refused) {
      expect(await inPage(url, 'en'), url).toBeUndefined();
      expect((await overHttp(url, 'en')).status, url).toBe(status);
    }
  });
});

describe('a page built for an anonymous visitor', () => {
  it('makes no request inside the server for its calls', async () => {
    const inject = vi.spyOn(t.app, 'inject');
    try {
      const reply = await t.app.inject({
        method: 'GET',
        url: '/en/ad/5',
        headers: { accept: 'text/html' },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toContain('<main>/en/ad/5</main>');
      // The test's own request only.
      expect(inject).toHaveBeenCalledTimes(1);
    } finally {
      inject.mockRestore();
    }
    expect(renders().find((render) => render.url === '/en/ad/5')?.calls).toEqual(
      expect.arrayContaining(['/api/categories', '/api/ads/5']),
    );
  });
});
