import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Ad, Paginated } from '@souq/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { writeWebBuild } from './fake-web-build.ts';

/**
 * Issue 41, items 21, 23 and 24: how a page's address (its query string, its path, its id)
 * makes the page crawlers get. The server build titles a page after what its answers show and
 * records the calls it was given.
 */
const SERVER_BUILD = `export async function renderPage(url, lang, answers) {
  (globalThis.addressRenders ??= []).push({ url, calls: [...answers.keys()] });
  const data = [...answers.entries()].filter(([call]) => call !== '/api/categories').map(([, a]) => a.data);
  const thing = data.find((d) => d && (d.title || d.store_name || d.name));
  const name = thing ? (thing.title ?? thing.store_name ?? thing.name) : 'Listing';
  return { html: '<title>' + name + ' | Souq</title><main>' + url + '</main>', state: {} };
}`;

type Render = { url: string; calls: string[] };
const renders = (): Render[] =>
  ((globalThis as { addressRenders?: Render[] }).addressRenders ??= []);

const ORIGIN = 'https://souq.example';

let t: TestContext;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'souq-web-'));
  writeWebBuild(webDist, SERVER_BUILD);
  t = await createTestApp({ webDist, publicUrl: ORIGIN });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
}

/** What crawlers read in a page's head, and whether the server rendered it. */
async function headOf(url: string, status = 200) {
  const res = await get(url);
  expect(res.statusCode, url).toBe(status);
  const head = res.body.slice(0, res.body.indexOf('</head>'));
  const decoded = head.replaceAll('&amp;', '&');
  const meta = (name: string) =>
    new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)">`).exec(decoded)?.[1];
  return {
    rendered: res.body.includes('<div id="root"><main>'),
    description: meta('description'),
    robots: meta('robots'),
    ogImage: meta('og:image'),
    canonical: /<link rel="canonical" href="([^"]+)">/.exec(decoded)?.[1],
    arabic: /<link rel="alternate" hreflang="ar" href="([^"]+)">/.exec(decoded)?.[1],
    structuredData: [...decoded.matchAll(/"@type":"(\w+)"/g)].map((match) => match[1]),
  };
}

const callsOf = (url: string) => renders().findLast((render) => render.url === url)?.calls ?? [];

describe('a page address with a query string (item 21)', () => {
  it('is rendered and described as without its tracking parameters', async () => {
    const ads = (await t.app.inject({ method: 'GET', url: '/api/ads?per_page=1' })).json<{
      data: Paginated<Ad>;
    }>().data.data;
    const adPath = `/en/ad/${String(ads[0]?.id)}`;
    const plain = await headOf(adPath);
    for (const query of ['?utm_source=whatsapp', '?fbclid=IwAR0abc&utm_medium=social']) {
      const tracked = await headOf(`${adPath}${query}`);
      expect(tracked.rendered, query).toBe(true);
      expect(tracked).toEqual(plain);
      expect(tracked.canonical).toBe(`${ORIGIN}${adPath}`);
    }
  });

  it('gives each page of a category its data and own canonical, with its sort', async () => {
    const second = await headOf('/en/category/8?page=2&utm_campaign=x');
    expect(second.rendered).toBe(true);
    expect(callsOf('/en/category/8?page=2')).toContain('/api/ads?category_id=8&page=2');
    expect(second.canonical).toBe(`${ORIGIN}/en/category/8?page=2`);
    expect(second.arabic).toBe(`${ORIGIN}/ar/category/8?page=2`);
    expect(second.robots).toBeUndefined();

    const sorted = await headOf('/ar/category/8?page=2&sort=price_asc');
    expect(sorted.rendered).toBe(true);
    expect(callsOf('/ar/category/8?page=2&sort=price_asc')).toContain(
      '/api/ads?category_id=8&sort=price_asc&page=2',
    );
    expect(sorted.canonical).toBe(`${ORIGIN}/ar/category/8?sort=price_asc&page=2`);

    expect((await headOf('/en/category/8?page=1&sort=nonsense')).canonical).toBe(
      `${ORIGIN}/en/category/8`,
    );
  });

  it('gives each page of the jobs list its data and own canonical', async () => {
    const second = await headOf('/en/jobs?page=2');
    expect(second.rendered).toBe(true);
    expect(callsOf('/en/jobs?page=2')).toContain('/api/job-offers/search?page=2');
    expect(second.canonical).toBe(`${ORIGIN}/en/jobs?page=2`);
    expect(second.robots).toBeUndefined();
  });

  it('keeps a page of a list past its last out of search results', async () => {
    for (const url of ['/en/category/8?page=900', '/ar/jobs?page=900']) {
      const head = await headOf(url);
      expect(head.robots, url).toBe('noindex, follow');
      expect(head.canonical, url).toBe(`${ORIGIN}${url}`);
    }
  });
});

describe('a sub-category page (item 22)', () => {
  it('is described by its own name, under its category in its breadcrumb', async () => {
    const bikes = (
      await t.app.inject({
        method: 'GET',
        url: '/api/categories?categoryId=4',
        headers: { lang: 'ar' },
      })
    ).json<{ data: { id: number; name: string }[] }>().data;
    const parent = (
      await t.app.inject({ method: 'GET', url: '/api/categories/4', headers: { lang: 'ar' } })
    ).json<{ data: { name: string } }>().data;
    for (const sub of bikes) {
      const res = await get(`/ar/category/${String(sub.id)}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<title>${sub.name} | Souq</title>`);
      const head = await headOf(`/ar/category/${String(sub.id)}`);
      expect(head.description?.startsWith(`${sub.name}:`)).toBe(true);
      const trail = /"itemListElement":(\[.*?\])\}/.exec(res.body)?.[1] ?? '[]';
      expect((JSON.parse(trail) as { name: string }[]).map((item) => item.name)).toEqual([
        'الرئيسية',
        parent.name,
        sub.name,
      ]);
    }
  });
});

describe('pages search engines are told to pass over (item 25)', () => {
  it("keeps the service providers' category a page of its ads, with its own canonical", async () => {
    const head = await headOf('/ar/category/10');
    expect(head.rendered).toBe(true);
    expect(head.canonical).toBe(`${ORIGIN}/ar/category/10`);
  });

  it('keeps an expired job offer out of Google for Jobs, and an open one in', async () => {
    const { rows } = await t.database.db.execute<{ id: number; expired: boolean }>(sql`
      select id, last_date_to_apply < current_date as expired from job_offers
      where last_date_to_apply is not null order by id`);
    const expired = rows.find((row) => row.expired);
    const open = rows.find((row) => !row.expired);
    expect(expired && open).toBeDefined();
    const expiredHead = await headOf(`/en/job/${String(expired?.id)}`);
    expect(expiredHead.structuredData).not.toContain('JobPosting');
    expect(expiredHead.structuredData).toContain('BreadcrumbList');
    expect((await headOf(`/en/job/${String(open?.id)}`)).structuredData).toContain('JobPosting');
  });

  it("keeps a person's page out of search results", async () => {
    for (const lang of ['ar', 'en']) {
      const head = await headOf(`/${lang}/user/3/profile`);
      expect(head.rendered).toBe(true);
      expect(head.robots).toBe('noindex, follow');
    }
  });
});

describe('a page address that names nothing (item 23)', () => {
  it('under a language is the not-found page, rendered, answered 404', async () => {
    for (const url of ['/en/nope', '/ar/ad/9/more', '/en/jobs/extra']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain(`<div id="root"><main>${url}</main>`);
    }
  });

  it('under no language is answered 404', async () => {
    for (const url of ['/fr/ad/9', '/EN/ad/9', '/nope']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('of the about page is the about-us page, in both languages, with its query (item 20)', async () => {
    const expected = [
      ['/en/about', '/en/about-us'],
      ['/ar/about?utm_source=x', '/ar/about-us?utm_source=x'],
    ];
    for (const [from, to] of expected) {
      const res = await get(from ?? '');
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
    const canonical = await get('/en/about-us');
    expect(canonical.statusCode).toBe(200);
  });

  it('with an id written otherwise is sent to the page by its id', async () => {
    const expected = [
      ['/en/ad/09', '/en/ad/9'],
      ['/en/ad/9.0?utm_source=x', '/en/ad/9?utm_source=x'],
      ['/ar/user/003/profile', '/ar/user/3/profile'],
      ['/en/store/1e1', '/en/store/10'],
    ];
    for (const [from, to] of expected) {
      const res = await get(from ?? '');
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
  });
});

describe('the bare root (item 23)', () => {
  it("is sent to the browser's language, varying by it", async () => {
    const expected = [
      ['ar-SY,ar;q=0.9,en;q=0.8', '/ar'],
      ['en-US,en;q=0.9,ar;q=0.8', '/en'],
      ['fr-FR,fr;q=0.9,ar;q=0.5', '/ar'],
      ['de', '/en'],
      ['', '/en'],
    ];
    for (const [acceptLanguage, to] of expected) {
      const res = await get('/', { 'accept-language': acceptLanguage ?? '' });
      expect(res.statusCode, acceptLanguage).toBe(302);
      expect(res.headers.location, acceptLanguage).toBe(to);
      expect(res.headers.vary, acceptLanguage).toMatch(/accept-language/i);
    }
  });

  it('is sent to the language the web app saved, whatever the browser prefers', async () => {
    const res = await get('/', { 'accept-language': 'en-US', cookie: 'language=ar' });
    expect(res.headers.location).toBe('/ar');
    expect(res.headers.vary).toMatch(/cookie/i);
  });
});

describe("a visitor's own pages and the sign-in pages (item 24)", () => {
  it('are kept out of search results', async () => {
    for (const url of [
      '/en/login',
      '/ar/register',
      '/en/messages',
      '/ar/messages/12',
      '/en/profile',
      '/en/profile/phone',
      '/ar/favorites',
      '/en/my-ads/3/edit',
      '/en/post',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<meta name="robots" content="noindex, follow">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('keep the moderation console out of search results and of every cache (issue 42)', async () => {
    for (const url of ['/en/admin', '/ar/admin/queue?kind=held', '/en/admin/reports/ad/12']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<meta name="robots" content="noindex, follow">');
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});
