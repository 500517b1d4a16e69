import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CATEGORY_IDS,
  type Ad,
  type ContactUsData,
  type JobOffer,
  type Paginated,
  type Review,
  type Store,
  type UserProfile,
} from '@souq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { writeWebBuild } from './fake-web-build.ts';

/**
 * Issue 41, item 26: the JSON-LD of each page type as Google reads it, parsed from the page the
 * server sends. The server build titles a page after what its answers show, as the web app does.
 */
const SERVER_BUILD = `export async function renderPage(url, lang, answers) {
  const data = [...answers.entries()].filter(([call]) => call !== '/api/categories').map(([, a]) => a.data);
  const thing = data.find((d) => d && (d.title || d.store_name || d.name));
  const name = thing ? (thing.title ?? thing.store_name ?? thing.name) : 'Home';
  return { html: '<title>' + name + ' | Souq</title><main>' + url + '</main>', state: {} };
}`;

const ORIGIN = 'https://souq.example';
const WEB_PUBLIC = path.join(import.meta.dirname, '../../../web/public');
const LANGS = ['ar', 'en'] as const;

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

type Json = Record<string, unknown>;

async function api<T>(url: string, lang = 'en'): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: { lang } });
  expect(res.statusCode, url).toBe(200);
  return res.json<{ data: T }>().data;
}

/** Every JSON-LD block of a page's head, each parsed on its own. */
async function structuredData(url: string): Promise<Json[]> {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(res.statusCode, url).toBe(200);
  const head = res.body.slice(0, res.body.indexOf('</head>'));
  return [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => {
      const data: unknown = JSON.parse(match[1] ?? '');
      expect(data, url).toMatchObject({ '@context': 'https://schema.org' });
      return data as Json;
    },
  );
}

async function ofType(url: string, type: string): Promise<Json> {
  const found = (await structuredData(url)).find((data) => data['@type'] === type);
  expect(found, `${type} on ${url}`).toBeDefined();
  return found ?? {};
}

const adsOf = async (categoryId: number, lang = 'en') =>
  (await api<Paginated<Ad>>(`/api/ads?category_id=${String(categoryId)}&per_page=48`, lang)).data;

const attribute = (ad: Ad, names: string[]) =>
  ad.attributes.find((candidate) => names.includes(candidate.name))?.value;

/** Google's employment types. */
const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];

async function jobs(): Promise<JobOffer[]> {
  return (await api<Paginated<JobOffer>>('/api/job-offers/search?per_page=48')).data.filter(
    (job) => !job.is_expired,
  );
}

const workTime = (job: JobOffer) => job.standards.find((s) => s.kind === 'work_time')?.value;

describe('each page type', () => {
  it('has JSON-LD blocks that parse, each with its schema.org type', async () => {
    const [ad] = await adsOf(CATEGORY_IDS.bikes);
    const [job] = await jobs();
    const expected: [string, string[]][] = [
      ['', ['WebSite', 'Organization']],
      [`/category/${String(CATEGORY_IDS.bikes)}`, ['BreadcrumbList']],
      [`/ad/${String(ad?.id)}`, ['Product', 'BreadcrumbList']],
      [`/job/${String(job?.id)}`, ['JobPosting', 'BreadcrumbList']],
      ['/store/1', ['LocalBusiness', 'BreadcrumbList']],
      ['/user/3/profile', ['BreadcrumbList']],
    ];
    for (const lang of LANGS) {
      for (const [rest, types] of expected) {
        const blocks = await structuredData(`/${lang}${rest}`);
        expect(blocks.map((block) => block['@type']).sort(), rest).toEqual([...types].sort());
      }
    }
  });
});

describe('the home page', () => {
  it('is Souq as an Organization: its address, logo, contacts and social profiles', async () => {
    for (const lang of LANGS) {
      const contacts = await api<ContactUsData>('/api/ContactUs', lang);
      const souq = await ofType(`/${lang}`, 'Organization');
      expect(souq).toMatchObject({
        name: lang === 'ar' ? 'سوق' : 'Souq',
        url: `${ORIGIN}/${lang}`,
        logo: `${ORIGIN}/favicon.svg`,
        email: contacts.email,
        telephone: contacts.phone,
        address: contacts.address,
      });
      const { facebook, twitter, instagram } = contacts.social;
      const profiles = [facebook, twitter, instagram].filter((link) => link !== '');
      expect(profiles.length).toBeGreaterThan(0);
      expect(souq.sameAs).toEqual(profiles);
      // The web app's build serves its public folder at the root.
      expect(existsSync(path.join(WEB_PUBLIC, 'favicon.svg'))).toBe(true);
    }
  });
});

describe('an ad page', () => {
  const CONDITIONS: Record<string, string> = {
    New: 'https://schema.org/NewCondition',
    'Like new': 'https://schema.org/UsedCondition',
    Used: 'https://schema.org/UsedCondition',
  };

  it('gives a bike, a car and equipment their condition and brand (Brand or Make)', async () => {
    const cases = [
      { category: CATEGORY_IDS.bikes, condition: ['Condition'], brand: ['Brand'] },
      { category: CATEGORY_IDS.carsAndVehicles, condition: ['Vehicle Condition'], brand: ['Make'] },
      { category: CATEGORY_IDS.buySellRent, condition: ['Condition'], brand: ['Brand'] },
    ];
    for (const { category, condition, brand } of cases) {
      const ad = (await adsOf(category)).find(
        (candidate) =>
          typeof attribute(candidate, condition) === 'string' &&
          typeof attribute(candidate, brand) === 'string',
      );
      expect(
        ad,
        `an ad of category ${String(category)} with a condition and a brand`,
      ).toBeDefined();
      if (!ad) continue;
      const expected = CONDITIONS[String(attribute(ad, condition))];
      expect(expected).toBeDefined();
      for (const lang of LANGS) {
        const translated = await api<Ad>(`/api/ads/${String(ad.id)}`, lang);
        const productData = await ofType(`/${lang}/ad/${String(ad.id)}`, 'Product');
        expect(productData.offers).toMatchObject({ itemCondition: expected });
        expect(productData.brand).toEqual({
          '@type': 'Brand',
          name: attribute(translated, lang === 'ar' ? ['الماركة', 'الشركة المصنعة'] : brand),
        });
      }
    }
  });

  it('carries its latest rated reviews, each with its author, rating and date', async () => {
    const ad = (await adsOf(CATEGORY_IDS.carsAndVehicles)).find(
      (candidate) => candidate.reviews_count > 1 && candidate.ratings_count > 0,
    );
    expect(ad).toBeDefined();
    const reviews = await api<Review[]>(`/api/reviews/${String(ad?.id)}`);
    const rated = reviews.filter((review) => review.rating !== null).slice(0, 5);
    expect(rated.length).toBeGreaterThan(0);
    const productData = await ofType(`/en/ad/${String(ad?.id)}`, 'Product');
    expect(productData.review).toEqual(
      rated.map((review) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: review.user.name },
        datePublished: review.date,
        reviewBody: review.review,
        reviewRating: {
          '@type': 'Rating',
          ratingValue: review.rating,
          bestRating: 5,
          worstRating: 0.5,
        },
      })),
    );
    expect(productData.aggregateRating).toMatchObject({ ratingCount: ad?.ratings_count });
  });
});

describe('a job page', () => {
  it('names no made-up company: an offer without one is hired for confidentially', async () => {
    const unnamed = (await jobs()).find((job) => job.company_name === null);
    expect(unnamed).toBeDefined();
    for (const lang of LANGS) {
      const posting = await ofType(`/${lang}/job/${String(unnamed?.id)}`, 'JobPosting');
      expect(posting.hiringOrganization).toBe('confidential');
    }
    const named = (await jobs()).find((job) => job.company_name !== null);
    const posting = await ofType(`/en/job/${String(named?.id)}`, 'JobPosting');
    expect(posting.hiringOrganization).toMatchObject({
      '@type': 'Organization',
      name: named?.company_name,
    });
  });

  it('gives its country as an ISO code and every offer a valid employment type', async () => {
    for (const job of await jobs()) {
      for (const lang of LANGS) {
        const posting = await ofType(`/${lang}/job/${String(job.id)}`, 'JobPosting');
        expect(posting.jobLocation).toMatchObject({ address: { addressCountry: 'SY' } });
        expect(EMPLOYMENT_TYPES).toContain(posting.employmentType);
      }
    }
  });

  it('says a remote offer is TELECOMMUTE, open to applicants in its country', async () => {
    const remote = (await jobs()).find((job) => workTime(job) === 'Remote');
    expect(remote).toBeDefined();
    for (const lang of LANGS) {
      const posting = await ofType(`/${lang}/job/${String(remote?.id)}`, 'JobPosting');
      expect(posting).toMatchObject({
        employmentType: 'OTHER',
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'Country', name: 'SY' },
      });
    }
  });
});

describe('the store and user pages', () => {
  it('give the store its ISO country, and both pages their trail from the home page', async () => {
    for (const lang of LANGS) {
      const store = await api<Store>('/api/stores/1', lang);
      const business = await ofType(`/${lang}/store/1`, 'LocalBusiness');
      expect(business.address).toMatchObject({ addressCountry: 'SY' });
      const user = await api<UserProfile>('/api/users/3', lang);
      const trails = [
        [`/${lang}/store/1`, store.store_name],
        [`/${lang}/user/3/profile`, user.name],
      ] as const;
      for (const [url, name] of trails) {
        const trail = await ofType(url, 'BreadcrumbList');
        expect(trail.itemListElement).toEqual([
          {
            '@type': 'ListItem',
            position: 1,
            name: lang === 'ar' ? 'الرئيسية' : 'Home',
            item: `${ORIGIN}/${lang}`,
          },
          { '@type': 'ListItem', position: 2, name, item: `${ORIGIN}${url}` },
        ]);
      }
    }
  });
});
