import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CATEGORY_IDS,
  META_TEXTS,
  type Ad,
  type ContactUsData,
  type JobOffer,
  type LegalsData,
  type Paginated,
  type ServiceProvider,
  type Store,
} from '@souq/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAd } from '../engagement/fixtures.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { writeWebBuild } from './fake-web-build.ts';

/**
 * Issue 41, items 27 and 28: every page type's link preview has a picture, and the contact page,
 * the legals and the service providers are described by what they show. The server build titles
 * a page after what its answers show, as the web app does (`{name} | Souq`).
 */
const SERVER_BUILD = `export async function renderPage(url, lang, answers) {
  const data = [...answers.entries()].filter(([call]) => call !== '/api/categories').map(([, a]) => a.data);
  const thing = data.find((d) => d && (d.title || d.store_name || d.name));
  const name = thing ? (thing.title ?? thing.store_name ?? thing.name) : 'Page';
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

const get = (url: string, lang = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', lang } });

async function api<T>(url: string, lang = 'en'): Promise<T> {
  const res = await get(url, lang);
  expect(res.statusCode, url).toBe(200);
  return res.json<{ data: T }>().data;
}

const decode = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The meta tags of a page's head as crawlers read them, by name or property. */
async function metaOf(url: string): Promise<Record<string, string>> {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  const head = res.body.slice(0, res.body.indexOf('</head>'));
  return Object.fromEntries(
    [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)].map(
      (m): [string, string] => [m[1] ?? '', decode(m[2] ?? '')],
    ),
  );
}

/** A 1200 × 630 JPEG served at `url`, as a chat app fetches it. */
async function cardAt(url: string): Promise<Buffer> {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  const { width, height, format } = await sharp(res.rawPayload).metadata();
  expect({ width, height, format }, url).toEqual({ width: 1200, height: 630, format: 'jpeg' });
  return res.rawPayload;
}

/** A job offer and a person with a public profile, from the seed. */
async function someJobAndUser(): Promise<{ job: JobOffer; userId: number }> {
  const jobs = await api<Paginated<JobOffer>>('/api/job-offers/search?per_page=5');
  const ads = await api<Paginated<Ad>>('/api/ads?per_page=48');
  const byPerson = ads.data.find((ad) => ad.author_info.author_role === 'client');
  const [job] = jobs.data;
  if (!job || !byPerson) throw new Error('the seed has job offers and ads by people');
  return { job, userId: byPerson.author_info.author_id };
}

describe('every page type (issue 41, item 27)', () => {
  it('has a 1200 × 630 picture for link previews, with its size, text and a large Twitter card', async () => {
    const { job, userId } = await someJobAndUser();
    const pages = [
      '',
      '/category/8',
      '/category/11',
      '/search?q=toyota',
      '/jobs',
      `/job/${String(job.id)}`,
      `/user/${String(userId)}/profile`,
      '/store/1',
      '/about-us',
      '/terms',
      '/faq',
      '/privacy',
      '/refund',
      '/safety',
      '/contact-us',
      '/legals',
      '/service-providers',
    ];
    const cards = new Set<string>();
    for (const rest of pages) {
      for (const lang of ['ar', 'en']) {
        const url = `/${lang}${rest}`;
        const meta = await metaOf(url);
        const image = meta['og:image'] ?? '';
        expect(image, url).toMatch(new RegExp(`^${ORIGIN}/social-cards/.+\\.jpg$`));
        expect([meta['og:image:width'], meta['og:image:height']], url).toEqual(['1200', '630']);
        expect(meta['og:image:alt'], url).toBe(meta['og:title']);
        expect(meta['twitter:card'], url).toBe('summary_large_image');
        cards.add(image.slice(ORIGIN.length));
      }
    }
    // Each page type, and each language of the cards that have words, has a card of its own.
    expect(cards.size).toBeGreaterThan(pages.length);
    for (const card of cards) await cardAt(card);
  });

  it("gives an ad without pictures its category's card", async () => {
    const owner = await api<Paginated<Ad>>('/api/ads?per_page=1');
    const ownerId = owner.data[0]?.author_info.author_id;
    if (ownerId === undefined) throw new Error('the seed has ads');
    const adId = await createAd(t.database.db, ownerId);
    for (const lang of ['ar', 'en']) {
      const meta = await metaOf(`/${lang}/ad/${String(adId)}`);
      const image = `/social-cards/${lang}/categories/${String(CATEGORY_IDS.bikes)}.jpg`;
      expect(meta['og:image'], lang).toBe(`${ORIGIN}${image}`);
      await cardAt(image);
    }
  });

  it('has no card for what does not exist, and a clear error for an address that names none', async () => {
    for (const url of [
      '/social-cards/en/categories/2000000000.jpg',
      '/social-cards/ar/jobs/2000000000.jpg',
      '/social-cards/en/users/2000000000.jpg',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    for (const url of ['/social-cards/fr/pages/home.jpg', '/social-cards/en/pages/careers.jpg']) {
      expect((await get(url)).statusCode, url).toBe(422);
    }
  });
});

/** The colour of the pixel at (x, y) of a card. */
async function colourAt(card: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data } = await sharp(card)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
}

const isRed = ([r, g, b]: [number, number, number]) => r > 180 && g < 80 && b < 80;
const isBlue = ([r, g, b]: [number, number, number]) => b > 180 && r < 80 && g < 80;

/** Writes a picture the site serves at `address` (`/media/…`) into the media folder. */
async function writeMedia(address: string, picture: sharp.Sharp) {
  const file = path.join(mediaDir, address.slice('/media/'.length));
  mkdirSync(path.dirname(file), { recursive: true });
  await picture.toFile(file);
}

describe("a store's card (issue 41, item 27)", () => {
  it('shows the whole cover, to both its edges, with the store’s logo', async () => {
    const store = await api<Store>('/api/stores/2');
    if (!store.store_cover_image || !store.store_profile_image) {
      throw new Error('the seeded store has a cover and a logo');
    }
    // A cover whose subjects stand at its two ends, as a wide banner's often do.
    const edge = { width: 80, height: 320, channels: 3, background: '#e00000' } as const;
    const cover = sharp({
      create: { width: 1024, height: 320, channels: 3, background: '#20a020' },
    }).composite([
      { input: { create: edge }, left: 0, top: 0 },
      { input: { create: edge }, left: 1024 - 80, top: 0 },
    ]);
    await writeMedia(store.store_cover_image, cover.webp({ lossless: true }));
    await writeMedia(
      store.store_profile_image,
      sharp({ create: { width: 256, height: 256, channels: 3, background: '#0000e0' } }).webp(),
    );

    const card = await cardAt('/social-cards/stores/2.jpg');
    // The cover's two ends are on the card, at its two sides.
    expect(isRed(await colourAt(card, 20, 200))).toBe(true);
    expect(isRed(await colourAt(card, 1179, 200))).toBe(true);
    // The logo stands below the cover, at one side or the other.
    const logo = [await colourAt(card, 138, 450), await colourAt(card, 1062, 450)];
    expect(logo.filter(isBlue)).toHaveLength(1);
  });
});

describe('the contact page, the legals and the service providers (issue 41, item 28)', () => {
  it('are described by what they show, in their language', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const contact = await api<ContactUsData>('/api/ContactUs', lang);
      const [privacy] = await api<LegalsData>('/api/Legals', lang);
      const [best] = await api<ServiceProvider[]>('/api/ServiceProviders', lang);
      const described = {
        'contact-us': contact.phone,
        legals: privacy?.sections[0]?.question ?? 'a question',
        'service-providers': best?.name ?? 'a provider',
      };
      for (const [rest, shown] of Object.entries(described)) {
        const description = (await metaOf(`/${lang}/${rest}`)).description ?? '';
        expect(description, `${lang} ${rest}`).not.toBe(META_TEXTS[lang].site);
        expect(description, `${lang} ${rest}`).toContain(shown);
        expect(description.length).toBeLessThanOrEqual(160);
        if (lang === 'ar') expect(description).toMatch(/[\u0600-\u06FF]{3}/);
      }
    }
  });
});
