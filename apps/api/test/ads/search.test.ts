import {
  CATEGORY_IDS,
  formatMessage,
  COUNTED_TOTAL_MAX,
  type Ad,
  type Lang,
} from '@souq/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads } from '../../src/db/schema/index.ts';
import { liveAd } from '../../src/modules/ads/live-ad.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { ARABIC, everyAd, get, ids, LANGS, type AdPage } from './client.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = (q: string, lang: Lang = 'en', extra = '') =>
  get<AdPage>(t, `/api/search?q=${encodeURIComponent(q)}${extra}`, lang);

describe('GET /api/search', () => {
  it('finds English titles from a partial word, ranked, in the request language', async () => {
    const cars = await everyAd(t, { category_id: CATEGORY_IDS.carsAndVehicles });
    const toyotas = cars.filter((ad) => ad.title.startsWith('Toyota'));
    expect(toyotas.length).toBeGreaterThan(0);
    const { status, body } = await search('toyo', 'en', '&per_page=48');
    expect(status).toBe(200);
    expect(ids(body.data.data)).toEqual(expect.arrayContaining(ids(toyotas)));
    // Titles that contain the word come before ads that only mention it elsewhere.
    const titled = body.data.data.map((ad) => /toyota/i.test(ad.title));
    expect(titled.indexOf(false) === -1 || titled.lastIndexOf(true) < titled.indexOf(false)).toBe(
      true,
    );
    const ar = await search('toyo', 'ar', '&per_page=48');
    expect(ids(ar.body.data.data)).toEqual(ids(body.data.data));
    for (const ad of ar.body.data.data) expect(ad.title).toMatch(ARABIC);
  });

  it('finds Arabic titles from a partial word and from a word inside a title', async () => {
    const arabic = await search('تويو', 'ar', '&per_page=48');
    expect(arabic.body.data.total).toBeGreaterThan(0);
    for (const ad of arabic.body.data.data.slice(0, 5)) expect(ad.title).toContain('تويوتا');
    const english = await search('toyota', 'ar', '&per_page=48');
    expect(ids(arabic.body.data.data).sort()).toEqual(ids(english.body.data.data).sort());
    const inside = await search('yota', 'en');
    expect(inside.body.data.total).toBeGreaterThan(0);
    for (const ad of inside.body.data.data) expect(ad.title.toLowerCase()).toContain('yota');
  });

  it('matches Arabic spelling variants (taa marbuta, hamza) and English stems', async () => {
    const exact = await search('دراجة', 'ar');
    const variant = await search('دراجه', 'ar');
    expect(exact.body.data.total).toBeGreaterThan(0);
    expect(variant.body.data.total).toBe(exact.body.data.total);
    const plural = await search('bikes', 'en');
    const singular = await search('bike', 'en');
    expect(plural.body.data.total).toBeGreaterThan(0);
    expect(singular.body.data.total).toBeGreaterThanOrEqual(plural.body.data.total);
  });

  it('narrows to a category and pages through the results', async () => {
    const all = (await search('toyota', 'en', '&per_page=48')).body.data;
    const cars = (
      await search('toyota', 'en', `&per_page=48&category_id=${CATEGORY_IDS.carsAndVehicles}`)
    ).body.data;
    expect(cars.total).toBeGreaterThan(0);
    expect(cars.total).toBeLessThan(all.total);
    for (const ad of cars.data) expect(ad.category_id).toBe(CATEGORY_IDS.carsAndVehicles);
    const first = (await search('toyota', 'en', '&per_page=3')).body.data;
    const second = (await search('toyota', 'en', '&per_page=3&page=2')).body.data;
    expect(first.last_page).toBe(Math.ceil(all.total / 3));
    expect([...ids(first.data), ...ids(second.data)]).toEqual(ids(all.data).slice(0, 6));
  });

  it('lists title matches first, then description matches, newest first in each, across pages', async () => {
    const pages = async (perPage: number) => {
      const found: Ad[] = [];
      for (let page = 1; ; page += 1) {
        const { data } = (await search('room', 'en', `&per_page=${perPage}&page=${page}`)).body;
        found.push(...data.data);
        if (page >= data.last_page) return found;
      }
    };
    const all = await pages(48);
    expect(all.length).toBeGreaterThan(48);
    const inTitle = all.map((ad) => /room/i.test(ad.title));
    const firstOther = inTitle.indexOf(false);
    expect(firstOther).toBeGreaterThan(0);
    expect(inTitle.slice(firstOther).every((titled) => !titled)).toBe(true);
    for (const group of [all.slice(0, firstOther), all.slice(firstOther)]) {
      const dates = group.map((ad) => Date.parse(ad.date));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    }
    expect(ids(await pages(5))).toEqual(ids(all));
  });

  it('finds a word joined to another by a dot as a word of its own (Big.Nine)', async () => {
    const { rows } = await t.database.db.execute<{ id: number; joined: boolean; split: boolean }>(
      sql`select ${ads.id} as id, ${ads.titleVector} @@ 'big.nine'::tsquery as joined,
        ${ads.titleVector} @@ 'big:* & nine:*'::tsquery as split
        from ${ads} where ${ads.titleEn} like '%Big.Nine%' and ${liveAd}`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { joined, split } of rows)
      expect({ joined, split }).toEqual({ joined: false, split: true });
    const { body } = await search('nine', 'en', '&per_page=48');
    expect(ids(body.data.data)).toEqual(expect.arrayContaining(rows.map((row) => row.id)));
  });

  it('finds a misspelt word through trigram similarity, closest titles first', async () => {
    const { body } = await search('toyta', 'en');
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.data[0]?.title).toMatch(/toyota/i);
  });

  it('pages through at most COUNTED_TOTAL_MAX results', async () => {
    const perPage = 48;
    const beyond = Math.floor(COUNTED_TOTAL_MAX / perPage) + 1;
    const { status, body } = await search('toyota', 'en', `&per_page=${perPage}&page=${beyond}`);
    expect(status).toBe(200);
    expect(body.data.data).toEqual([]);
    expect(body.data.total).toBeGreaterThan(0);
  });

  it('finds nothing for a word no ad has, and treats LIKE wildcards as text', async () => {
    for (const q of ['zzqxv', '%', '_', "'; drop table ads; --"]) {
      const { status, body } = await search(q);
      expect(status, q).toBe(200);
      expect(body.data.total, q).toBe(0);
      expect(body.data.data).toEqual([]);
    }
  });

  it('answers any other term without failing', async () => {
    for (const q of [
      'ـــ',
      'سيارـة',
      '٣٠٠',
      '!!!',
      "a'b:*|c",
      '🙂',
      'x'.repeat(100),
      'a b c d e f g h i j',
    ]) {
      const { status } = await search(q, 'ar');
      expect(status, q).toBe(200);
    }
  });

  it('answers 422 search_term_required for a blank term, in both languages', async () => {
    for (const lang of LANGS) {
      for (const url of ['/api/search?q=', '/api/search?q=%20%20', '/api/search']) {
        const { status, body } = await get(t, url, lang);
        expect(status, url).toBe(422);
        expect(body.errors?.q, url).toEqual([
          formatMessage(url === '/api/search' ? 'required' : 'search_term_required', lang),
        ]);
      }
    }
  });

  it('answers 404 for an unknown category and 422 for page -1', async () => {
    expect((await search('toyota', 'en', '&category_id=999999')).status).toBe(404);
    for (const lang of LANGS) {
      const { status, body } = await search('toyota', lang, '&page=-1');
      expect(status).toBe(422);
      expect(body.errors?.page).toEqual([formatMessage('too_small_number', lang, { minimum: 1 })]);
    }
  });
});
