import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Ad, JobOffer, Paginated, Store } from '@souq/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { writeWebBuild } from './fake-web-build.ts';

/**
 * Issue 19: each page's description, canonical and `hreflang` links, link preview and
 * structured data. The server build titles a page after what its answers show, as the web app
 * does (`{name} | Souq`).
 */
const SERVER_BUILD = `export async function renderPage(url, lang, answers) {
  const data = [...answers.entries()].filter(([call]) => call !== '/api/categories').map(([, a]) => a.data);
  const thing = data.find((d) => d && (d.title || d.store_name || d.name));
  const category = /category\\/(\\d+)/.exec(url);
  const name = category
    ? answers.get('/api/categories').data.find((c) => String(c.id) === category[1]).name
    : thing ? (thing.title ?? thing.store_name ?? thing.name) : 'Home';
  return { html: '<title>' + name + ' | Souq</title><main>' + url + '</main>', state: {} };
}`;

const ORIGIN = 'https://souq.example';

let t: TestContext;
let webDist: string;
let mediaDir: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'souq-web-'));
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'souq-media-'));
  writeWebBuild(webDist, SERVER_BUILD);
  t = await createTestApp({ webDist, mediaDir, publicUrl: ORIGIN });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
  rmSync(mediaDir, { recursive: true, force: true });
});

async function get(url: string, lang = 'en') {
  return t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', lang } });
}

async function api<T>(url: string, lang = 'en'): Promise<T> {
  const res = await get(url, lang);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: T }>().data;
}

type Head = {
  description?: string;
  robots?: string;
  canonical?: string;
  alternates: Record<string, string>;
  og: Record<string, string>;
  twitterCard?: string;
  structuredData: Record<string, unknown>[];
};

const decode = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The head of a page as crawlers read it. */
async function headOf(url: string): Promise<Head> {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  const head = res.body.slice(0, res.body.indexOf('</head>'));
  const metas = [...head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)">/g)];
  const meta = (name: string) => metas.filter((m) => m[2] === name).map((m) => decode(m[3] ?? ''));
  return {
    description: meta('description')[0],
    robots: meta('robots')[0],
    canonical: /<link rel="canonical" href="([^"]+)">/.exec(head)?.[1],
    alternates: Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
        (m): [string, string] => [m[1] ?? '', m[2] ?? ''],
      ),
    ),
    og: Object.fromEntries(
      metas
        .filter((m) => m[2]?.startsWith('og:'))
        .map((m): [string, string] => [m[2] ?? '', decode(m[3] ?? '')]),
    ),
    twitterCard: meta('twitter:card')[0],
    structuredData: [
      ...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs),
    ].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>),
  };
}

function ofType(head: Head, type: string): Record<string, unknown> {
  const found = head.structuredData.find((data) => data['@type'] === type);
  expect(found, `${type} in the page's structured data`).toBeDefined();
  expect(found?.['@context']).toBe('https://schema.org');
  return found ?? {};
}

const isAbsolute = (value: unknown) => typeof value === 'string' && value.startsWith(`${ORIGIN}/`);

/** A live ad with pictures and ratings, from the first page of the newest. */
async function ratedAd(): Promise<Ad> {
  const page = await api<Paginated<Ad>>('/api/ads?per_page=48');
  const ad = page.data.find(
    (candidate) => candidate.images.length > 0 && candidate.ratings_count > 0,
  );
  expect(ad).toBeDefined();
  return ad as Ad;
}

/** A job offer open to applications, full time, with a salary. */
async function fullTimeJob(): Promise<JobOffer> {
  const page = await api<Paginated<JobOffer>>('/api/job-offers/search?per_page=48');
  const job = page.data.find(
    (offer) =>
      !offer.is_expired &&
      offer.standards.some((s) => s.kind === 'work_time' && s.value === 'Full time') &&
      offer.standards.some((s) => s.name === 'Salary'),
  );
  expect(job).toBeDefined();
  return job as JobOffer;
}

describe('every public page type', () => {
  const pages = async () => {
    const ad = await ratedAd();
    const job = await fullTimeJob();
    return [
      '',
      '/category/8',
      `/ad/${String(ad.id)}`,
      '/jobs',
      `/job/${String(job.id)}`,
      '/store/1',
      '/user/3/profile',
      '/search?q=toyota',
      '/about-us',
      '/terms',
      '/safety',
      '/contact-us',
      '/legals',
      '/service-providers',
    ];
  };

  it('has an absolute canonical address of its own, and hreflang links that point at each other', async () => {
    for (const rest of await pages()) {
      const heads = { ar: await headOf(`/ar${rest}`), en: await headOf(`/en${rest}`) };
      for (const lang of ['ar', 'en'] as const) {
        const head = heads[lang];
        expect(head.canonical).toBe(`${ORIGIN}/${lang}${rest}`);
        expect(head.og['og:url']).toBe(head.canonical);
        expect(head.alternates).toEqual({
          ar: `${ORIGIN}/ar${rest}`,
          en: `${ORIGIN}/en${rest}`,
          'x-default': `${ORIGIN}/en${rest}`,
        });
      }
      // Each language's page names the other, which names it back.
      expect(heads.ar.alternates.en).toBe(heads.en.canonical);
      expect(heads.en.alternates.ar).toBe(heads.ar.canonical);
    }
  });

  it('has a description and link preview in its own language', async () => {
    for (const rest of await pages()) {
      const ar = await headOf(`/ar${rest}`);
      const en = await headOf(`/en${rest}`);
      expect(ar.description).toMatch(/[\u0600-\u06FF]/);
      expect(en.description).toMatch(/^[^\u0600-\u06FF]*[A-Za-z]/);
      expect(ar.description).not.toBe(en.description);
      expect(ar.og['og:locale']).toBe('ar_SY');
      expect(en.og['og:locale']).toBe('en_US');
      expect(en.og['og:title']).toMatch(/\| Souq$/);
      expect(en.og['og:description']).toBe(en.description);
    }
  });
});

describe('an ad page', () => {
  it('is described by its title, price and city, and is a Product with an Offer', async () => {
    const ad = await ratedAd();
    const head = await headOf(`/en/ad/${String(ad.id)}`);
    expect(head.description).toContain(ad.title);
    expect(head.description).toContain(`${ad.price.toLocaleString('en-US')} S.P`);
    if (ad.city) expect(head.description).toContain(ad.city);
    expect(head.description?.length).toBeLessThanOrEqual(160);

    const product = ofType(head, 'Product');
    expect(product.name).toBe(ad.title);
    expect(Array.isArray(product.image) && product.image.length).toBe(ad.images.length);
    expect((product.image as unknown[]).every(isAbsolute)).toBe(true);
    expect(product.description).toEqual(expect.any(String));
    expect(product.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      ratingValue: ad.average_rating,
      ratingCount: ad.ratings_count,
      // Ratings start at 0.5 (issue 41, item 26).
      worstRating: 0.5,
      bestRating: 5,
    });
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      price: ad.price,
      priceCurrency: 'SYP',
      availability: 'https://schema.org/InStock',
      url: `${ORIGIN}/en/ad/${String(ad.id)}`,
      seller: { name: ad.author_info.author_name },
    });

    const trail = ofType(head, 'BreadcrumbList').itemListElement as Record<string, unknown>[];
    expect(trail.map((item) => item.position)).toEqual(trail.map((_, i) => i + 1));
    expect(trail.every((item) => isAbsolute(item.item) && typeof item.name === 'string')).toBe(
      true,
    );
    expect(trail.at(-1)).toMatchObject({ name: ad.title, item: head.canonical });
  });

  it('has a 1200 × 630 picture for link previews, made from its first picture', async () => {
    const ad = await ratedAd();
    const first = ad.images[0]?.src ?? '';
    mkdirSync(path.dirname(path.join(mediaDir, first.slice('/media/'.length))), {
      recursive: true,
    });
    await sharp({ create: { width: 1024, height: 768, channels: 3, background: '#c00' } })
      .webp()
      .toFile(path.join(mediaDir, first.slice('/media/'.length)));

    const head = await headOf(`/ar/ad/${String(ad.id)}`);
    expect(head.twitterCard).toBe('summary_large_image');
    expect(head.og['og:image']).toBe(`${ORIGIN}/social-cards/ads/${String(ad.id)}.jpg`);
    expect([head.og['og:image:width'], head.og['og:image:height']]).toEqual(['1200', '630']);

    const card = await get(`/social-cards/ads/${String(ad.id)}.jpg`);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/jpeg');
    const { width, height, format } = await sharp(card.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
    const { dominant } = await sharp(card.rawPayload).stats();
    expect(dominant.r).toBeGreaterThan(150);
  });

  it('has no card for an unknown ad or a picture that is missing, and a clear error for a bad id', async () => {
    expect((await get('/social-cards/ads/2000000000.jpg')).statusCode).toBe(404);
    expect((await get('/social-cards/stores/2000000000.jpg')).statusCode).toBe(404);
    const bad = await get('/social-cards/ads/abc.jpg');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { id: [expect.any(String)] } });
  });
});

describe('a job page', () => {
  it('is a JobPosting with what Google for Jobs requires and recommends', async () => {
    const job = await fullTimeJob();
    const en = await headOf(`/en/job/${String(job.id)}`);
    expect(en.description).toContain(job.title);
    if (job.company_name) expect(en.description).toContain(job.company_name);

    for (const lang of ['ar', 'en']) {
      const head = await headOf(`/${lang}/job/${String(job.id)}`);
      const offer = await api<JobOffer>(`/api/job-offers/${String(job.id)}`, lang);
      const posting = ofType(head, 'JobPosting');
      expect(posting.title).toBe(offer.title);
      expect(posting.description).toEqual(expect.stringContaining('<'));
      expect(Date.parse(String(posting.datePosted))).not.toBeNaN();
      expect(Date.parse(String(posting.validThrough))).toBeGreaterThan(Date.now() - 86_400_000);
      expect(posting.employmentType).toBe('FULL_TIME');
      expect(posting.hiringOrganization).toMatchObject({
        '@type': 'Organization',
        name: offer.company_name,
      });
      expect(posting.jobLocation).toMatchObject({
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: offer.location?.split(/[,،]\s*/)[0],
          // Syria, as its ISO code (issue 41, item 26).
          addressCountry: 'SY',
        },
      });
      const salary = posting.baseSalary as { currency: string; value: Record<string, unknown> };
      expect(salary.currency).toBe('SYP');
      expect(salary.value).toMatchObject({ '@type': 'QuantitativeValue', unitText: 'MONTH' });
      expect(Number(salary.value.minValue)).toBeGreaterThan(0);
      expect(Number(salary.value.maxValue)).toBeGreaterThanOrEqual(Number(salary.value.minValue));
    }
  });
});

describe('a store page', () => {
  it('is a LocalBusiness with its address, picture and rating', async () => {
    const store = await api<Store>('/api/stores/1');
    expect(store.ratings_count).toBeGreaterThan(0);
    const head = await headOf('/en/store/1');
    expect(head.description).toContain(store.store_name);
    expect(head.og['og:image']).toBe(`${ORIGIN}/social-cards/stores/1.jpg`);
    const business = ofType(head, 'LocalBusiness');
    expect(business).toMatchObject({
      name: store.store_name,
      url: `${ORIGIN}/en/store/1`,
      address: { '@type': 'PostalAddress', addressLocality: store.city?.name },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: store.average_rating,
        ratingCount: store.ratings_count,
        worstRating: 0.5,
      },
    });
    expect(isAbsolute(business.image)).toBe(true);
  });
});

describe('the home page', () => {
  it('is a WebSite whose SearchAction points at the search page in its language', async () => {
    for (const lang of ['ar', 'en']) {
      const site = ofType(await headOf(`/${lang}`), 'WebSite');
      expect(site.url).toBe(`${ORIGIN}/${lang}`);
      expect(site.potentialAction).toMatchObject({
        '@type': 'SearchAction',
        target: { urlTemplate: `${ORIGIN}/${lang}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      });
    }
  });
});

describe('a category page', () => {
  it('is described by its name and its number of ads', async () => {
    const first = await api<Paginated<Ad>>('/api/ads?category_id=8&page=1', 'ar');
    const head = await headOf('/en/category/8');
    expect(head.description).toMatch(
      new RegExp(`^Cars and Vehicles: ${String(first.total)} ads on Souq`),
    );
  });
});

describe('the search page', () => {
  it('keeps its words in its canonical address, and is kept out of search results when it finds nothing', async () => {
    const found = await headOf('/en/search?page=1&q=toyota');
    expect(found.canonical).toBe(`${ORIGIN}/en/search?q=toyota`);
    expect(found.alternates.ar).toBe(`${ORIGIN}/ar/search?q=toyota`);
    expect(found.robots).toBeUndefined();
    const total = (await api<Paginated<Ad>>('/api/search?q=toyota&page=1')).total;
    expect(found.description).toBe(`${String(total)} results for “toyota” on Souq.`);

    for (const url of ['/en/search?q=qxzqxzqxz', '/ar/search', '/en/search?q=']) {
      const head = await headOf(url);
      expect(head.robots, url).toBe('noindex, follow');
    }
  });
});

describe('an information page', () => {
  it('is described by the start of its text, in its language', async () => {
    for (const lang of ['ar', 'en']) {
      const page = await api<{ body: string }>('/api/pages/terms', lang);
      const head = await headOf(`/${lang}/terms`);
      const firstWords = page.body
        .replace(/<[^>]*>/g, ' ')
        .trim()
        .split(/\s+/)
        .slice(0, 3);
      for (const word of firstWords)
        expect(head.description).toContain(word.replace(/&[a-z]+;/g, ''));
    }
  });
});
