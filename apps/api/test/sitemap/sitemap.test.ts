import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { sitemapRows } from '../../src/modules/sitemap/sitemap.repository.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { writeWebBuild } from '../web/fake-web-build.ts';

/** Issue 19: robots.txt and the sitemap index with its paged sitemaps. */
const ORIGIN = 'https://souq.example';
const schemas = path.join(import.meta.dirname, 'schemas');
const schemaFile = (fileName: string) => ({
  fileName,
  contents: readFileSync(path.join(schemas, fileName), 'utf8'),
});

let t: TestContext;
let webDist: string;
beforeAll(async () => {
  // robots.txt keeps out the private pages the web build declares.
  webDist = mkdtempSync(path.join(os.tmpdir(), 'souq-web-'));
  writeWebBuild(webDist, 'export async function renderPage() { return null; }');
  t = await createTestApp({ publicUrl: `${ORIGIN}/`, webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}

/** Valid against the sitemaps.org schema (`sitemap.xsd` or `siteindex.xsd`), else its errors. */
async function schemaErrors(xml: string, schema: 'sitemap.xsd' | 'siteindex.xsd') {
  const result = await validateXML({
    xml: { fileName: 'answer.xml', contents: xml },
    schema: schemaFile(schema),
    preload: [schemaFile('xhtml-link.xsd')],
  });
  return result.errors.map((error) => error.message);
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

/** Each `<url>`: its address and its alternates by hreflang. */
function urlsOf(xml: string) {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, inner = '']) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(inner)?.[1],
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(inner)?.[1],
    alternates: Object.fromEntries(
      [...inner.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
        ([, lang = '', href = '']): [string, string] => [lang, href],
      ),
    ),
  }));
}

/** Every sitemap the index names, fetched. */
async function allSitemaps() {
  const index = await get('/sitemap.xml');
  const sitemaps = await Promise.all(
    locs(index.body).map(async (loc) => ({ loc, reply: await get(loc.slice(ORIGIN.length)) })),
  );
  return { index, sitemaps };
}

describe('robots.txt', () => {
  it('keeps the API and the account pages out and names the sitemap', async () => {
    const reply = await get('/robots.txt');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain/);
    const lines = reply.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/api/',
      '/ar/profile',
      '/en/my-ads',
      '/ar/post',
      '/en/login',
      '/en/messages',
      '/ar/messages',
      '/en/admin',
      '/ar/admin',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.some((line) => /^Disallow: \/(ar|en)\/(ad|category|job|store)\b/.test(line))).toBe(
      false,
    );
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('sitemap', () => {
  it('is an index of sitemaps, each valid against the sitemaps.org schema', async () => {
    const { index, sitemaps } = await allSitemaps();
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(await schemaErrors(index.body, 'siteindex.xsd')).toEqual([]);
    expect(locs(index.body)).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/sitemaps/pages.xml`,
        `${ORIGIN}/sitemaps/ads-0.xml`,
        `${ORIGIN}/sitemaps/jobs-0.xml`,
        `${ORIGIN}/sitemaps/stores-0.xml`,
      ]),
    );
    for (const { loc, reply } of sitemaps) {
      expect(reply.statusCode, loc).toBe(200);
      expect(await schemaErrors(reply.body, 'sitemap.xsd'), loc).toEqual([]);
      expect(urlsOf(reply.body).length, loc).toBeLessThanOrEqual(50_000);
    }
  });

  it('a schema error is found: the check can fail', async () => {
    const broken = (await get('/sitemaps/pages.xml')).body.replace('<loc>', '<location>');
    expect(await schemaErrors(broken, 'sitemap.xsd')).not.toEqual([]);
  });

  it('names every page in both languages, each with both addresses and x-default', async () => {
    const { sitemaps } = await allSitemaps();
    const urls = sitemaps.flatMap(({ reply }) => urlsOf(reply.body));
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    expect(byLoc.size, 'each address once').toBe(urls.length);
    for (const url of urls) {
      const { ar, en } = url.alternates;
      expect([ar, en]).toContain(url.loc);
      expect(url.alternates['x-default']).toBe(en);
      // The pair points at each other.
      expect(byLoc.get(ar)?.alternates.en).toBe(en);
      expect(byLoc.get(en)?.alternates.ar).toBe(ar);
      expect(en?.replace(`${ORIGIN}/en`, `${ORIGIN}/ar`)).toBe(ar);
    }
    const paths = urls.map((url) => url.loc?.slice(ORIGIN.length));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/ar',
        '/en',
        '/en/jobs',
        '/ar/about-us',
        '/en/terms',
        '/ar/safety',
        '/en/category/8',
        '/ar/store/1',
      ]),
    );
    expect(paths).not.toContain('/en/category/6');
    // The about page has one address, the about-us page's (issue 41, item 20).
    expect(paths).not.toContain('/ar/about');
    // The safety tips are a box of the ad page, not a page (issue 42).
    expect(paths).not.toContain('/en/safety-tips');
  });

  it('lists every ad a visitor can open once per language, and no other', async () => {
    const visible = await t.database.db.execute<{ id: number; status: string }>(sql`
      select id, status from ads
      where (status = 'active' and expires_at > now())
         or (status = 'sold' and sold_at > now() - interval '7 days')`);
    const hidden = await t.database.db.execute<{ id: number }>(sql`
      select id from ads
      where status = 'deleted' or (status = 'active' and expires_at <= now())
         or (status = 'sold' and sold_at <= now() - interval '7 days')`);
    expect(hidden.rows.length, 'the seed has expired ads').toBeGreaterThan(0);
    expect(
      visible.rows.some((row) => row.status === 'sold'),
      'and a sold one',
    ).toBe(true);

    const { sitemaps } = await allSitemaps();
    const adPaths = sitemaps
      .filter(({ loc }) => loc.includes('/sitemaps/ads-'))
      .flatMap(({ reply }) => urlsOf(reply.body))
      .map((url) => url.loc?.slice(ORIGIN.length) ?? '');
    const expected = visible.rows.flatMap(({ id }) => [
      `/ar/ad/${String(id)}`,
      `/en/ad/${String(id)}`,
    ]);
    expect([...adPaths].sort()).toEqual([...expected].sort());
    for (const { id } of hidden.rows) expect(adPaths).not.toContain(`/en/ad/${String(id)}`);
  });

  it('an ad gives its last change as lastmod', async () => {
    const newest = await t.database.db.execute<{ id: number; updated_at: Date | string }>(sql`
      select id, updated_at from ads where status = 'active' and expires_at > now()
      order by id limit 1`);
    const ad = newest.rows[0];
    if (!ad) throw new Error('no live ad');
    const block = Math.floor((ad.id - 1) / 25_000);
    const urls = urlsOf((await get(`/sitemaps/ads-${String(block)}.xml`)).body);
    const url = urls.find((entry) => entry.loc === `${ORIGIN}/en/ad/${String(ad.id)}`);
    expect(url?.lastmod).toBe(`${new Date(ad.updated_at).toISOString().slice(0, 19)}Z`);
  });

  it("names an untranslated ad's two pages without an hreflang pair (issue 41, item 14)", async () => {
    const live = await t.database.db.execute<{ id: number }>(sql`
      select id from ads where status = 'active' and expires_at > now() order by id limit 2`);
    const [untranslated, translated] = live.rows.map((row) => row.id);
    if (untranslated === undefined || translated === undefined) throw new Error('no live ads');
    await t.database.db.execute(sql`
      update ads set written_lang = 'en', translated = false where id = ${untranslated}`);
    await t.database.db.execute(sql`
      update ads set written_lang = 'ar', translated = true where id = ${translated}`);
    const urls = urlsOf((await get('/sitemaps/ads-0.xml')).body);
    const entry = (lang: string, id: number) =>
      urls.find((url) => url.loc === `${ORIGIN}/${lang}/ad/${String(id)}`);
    for (const lang of ['ar', 'en']) {
      expect(entry(lang, untranslated)?.alternates, lang).toEqual({});
      expect(Object.keys(entry(lang, translated)?.alternates ?? {}).sort(), lang).toEqual([
        'ar',
        'en',
        'x-default',
      ]);
    }
  });

  it('a block holds only its own ids, sold ads included', async () => {
    const rows = [];
    for await (const row of sitemapRows(t.database.db, 'ads', 7)) rows.push(row);
    expect(rows).toEqual([]);
  });

  it('answers 404 for a sitemap it does not have', async () => {
    for (const url of ['/sitemaps/ads-999.xml', '/sitemaps/users-0.xml', '/sitemaps/ads-x.xml']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});

describe('sitemap (issue 41, item 25)', () => {
  /** The `lastmod` of a page in its sitemap (block 0). */
  async function lastmodOf(kind: 'ads' | 'stores', page: string): Promise<string | undefined> {
    const urls = urlsOf((await get(`/sitemaps/${kind}-0.xml`)).body);
    return urls.find((entry) => entry.loc === `${ORIGIN}/en/${page}`)?.lastmod;
  }
  const asLastmod = (date: Date | string) => `${new Date(date).toISOString().slice(0, 19)}Z`;

  it('lists every job offer open to applications, and no expired one', async () => {
    const open = await t.database.db.execute<{ id: number }>(sql`
      select id from job_offers where last_date_to_apply is null or last_date_to_apply >= current_date`);
    const expired = await t.database.db.execute<{ id: number }>(sql`
      select id from job_offers where last_date_to_apply < current_date`);
    expect(expired.rows.length, 'the seed has expired offers').toBeGreaterThan(0);
    const jobPaths = urlsOf((await get('/sitemaps/jobs-0.xml')).body).map((url) =>
      url.loc?.slice(ORIGIN.length),
    );
    expect(jobPaths.filter((loc) => loc?.startsWith('/en/')).sort()).toEqual(
      open.rows.map(({ id }) => `/en/job/${String(id)}`).sort(),
    );
    for (const { id } of expired.rows) expect(jobPaths).not.toContain(`/en/job/${String(id)}`);
  });

  it("gives a sold ad its sale as lastmod, and a store its ads' last change", async () => {
    const sold = await t.database.db.execute<{ id: number; sold_at: Date | string }>(sql`
      update ads set updated_at = sold_at - interval '3 days'
      where id = (select min(id) from ads where status = 'sold' and sold_at > now() - interval '7 days')
      returning id, sold_at`);
    const ad = sold.rows[0];
    if (!ad) throw new Error('no ad sold this week');
    expect(await lastmodOf('ads', `ad/${String(ad.id)}`)).toBe(asLastmod(ad.sold_at));

    const edited = await t.database.db.execute<{ store_id: number; updated_at: Date | string }>(sql`
      update ads set updated_at = now()
      where id = (select min(id) from ads where store_id = 1)
      returning store_id, updated_at`);
    const change = edited.rows[0];
    if (!change) throw new Error('store 1 has no ad');
    expect(await lastmodOf('stores', 'store/1')).toBe(asLastmod(change.updated_at));
  });
});
