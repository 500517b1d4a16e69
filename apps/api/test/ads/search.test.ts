import {
  CATEGORY_IDS,
  formatMessage,
  COUNTED_TOTAL_MAX,
  type Ad,
  type Lang,
} from '@souq/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, titleWords } from '../../src/db/schema/index.ts';
import { liveAd } from '../../src/modules/ads/live-ad.ts';
import type { TestContext } from '../helpers/app.ts';
import { createEngineApp, SEARCH_ENGINE_NAMES } from '../helpers/search-engines.ts';
import { ARABIC, everyAd, get, ids, LANGS, type AdPage } from './client.ts';

/** The app of the engine under test (each describes the same answers). */
let t: TestContext;

const search = (q: string, lang: Lang = 'en', extra = '') =>
  get<AdPage>(t, `/api/search?q=${encodeURIComponent(q)}${extra}`, lang);

describe.each(SEARCH_ENGINE_NAMES)('on the %s search engine', (engine) => {
  beforeAll(async () => {
    t = await createEngineApp(engine);
  });
  afterAll(() => t.close());

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
        expect(body.errors?.page).toEqual([
          formatMessage('too_small_number', lang, { minimum: 1 }),
        ]);
      }
    });
  });

  describe('GET /api/search with a misspelt word', () => {
    /** The ids and total of a search, every result on one page. */
    const found = async (q: string, lang: Lang, extra = '') => {
      const { status, body } = await search(q, lang, `&per_page=48${extra}`);
      expect(status, q).toBe(200);
      return { total: body.data.total, ids: ids(body.data.data) };
    };

    it('finds what the closest title word finds, in either language and in a category', async () => {
      const cars = `&category_id=${String(CATEGORY_IDS.carsAndVehicles)}`;
      for (const [typo, word, lang, extra] of [
        ['toyta', 'toyota', 'en', ''],
        ['toyta', 'toyota', 'ar', cars],
        ['تويتا', 'تويوتا', 'ar', ''],
        ['corola', 'corolla', 'en', ''],
      ] as const) {
        const wanted = await found(word, lang, extra);
        expect(wanted.total, word).toBeGreaterThan(0);
        expect(await found(typo, lang, extra), typo).toEqual(wanted);
      }
    });

    it('corrects each word of a term on its own, keeping the words that are right', async () => {
      const wanted = await found('toyota corolla', 'en');
      expect(wanted.total).toBeGreaterThan(0);
      expect(await found('toyta corola', 'en')).toEqual(wanted);
      expect(await found('toyota corola', 'en')).toEqual(wanted);
    });

    it("corrects a category page's search the same way", async () => {
      const listed = async (q: string, lang: Lang) => {
        const url = `/api/ads?category_id=${String(CATEGORY_IDS.carsAndVehicles)}&per_page=48&q=${encodeURIComponent(q)}`;
        const { status, body } = await get<AdPage>(t, url, lang);
        expect(status, q).toBe(200);
        return { total: body.data.total, ids: ids(body.data.data) };
      };
      for (const [typo, word, lang] of [
        ['toyta', 'toyota', 'en'],
        ['تويتا', 'تويوتا', 'ar'],
      ] as const) {
        const wanted = await listed(word, lang);
        expect(wanted.total, word).toBeGreaterThan(0);
        expect(await listed(typo, lang), typo).toEqual(wanted);
      }
      expect((await listed('zzqxv', 'en')).total).toBe(0);
    });

    it('learns the words of new and changed titles', async () => {
      const [ad] = await t.database.db.select().from(ads).where(liveAd).limit(1);
      if (!ad) throw new Error('no live ad');
      const [copy] = await t.database.db
        .insert(ads)
        .values({ ...ad, id: undefined, titleEn: 'Zanzibar lantern', createdAt: new Date() })
        .returning({ id: ads.id });
      if (!copy) throw new Error('ad not inserted');
      try {
        expect((await found('zanzibr', 'en')).ids).toEqual([copy.id]);
        await t.database.db
          .update(ads)
          .set({ titleEn: 'Quetzalcoatl lantern' })
          .where(eq(ads.id, copy.id));
        expect((await found('quetzalcoatel', 'en')).ids).toEqual([copy.id]);
      } finally {
        await t.database.db.delete(ads).where(eq(ads.id, copy.id));
      }
    });

    it('holds every word of every title among the words it corrects to', async () => {
      const { rows } = await t.database.db.execute<{ missing: number; words: number }>(
        sql`select (select count(*) from (select distinct unnest(tsvector_to_array(${ads.titleVector}))
            as word from ${ads}) as lexemes where word not in (select ${titleWords.word} from ${titleWords}))::int
            as missing, (select count(*) from ${titleWords})::int as words`,
      );
      expect(rows[0]?.words).toBeGreaterThan(0);
      expect(rows[0]?.missing).toBe(0);
    });
  });
});
