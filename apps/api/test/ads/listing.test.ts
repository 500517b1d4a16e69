import {
  AD_PAGE_SIZE,
  CATEGORY_IDS,
  formatMessage,
  IMAGE_WIDTHS,
  type Ad,
  type Category,
} from '@souq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { ARABIC, adsUrl, everyAd, get, ids, LANGS, type AdPage } from './client.ts';

const CARS = CATEGORY_IDS.carsAndVehicles;
const REAL_ESTATE = CATEGORY_IDS.realEstate;
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const isSorted = (values: number[], direction: 'asc' | 'desc') =>
  values.slice(1).every((v, i) => {
    const before = values[i] ?? v;
    return direction === 'asc' ? before <= v : before >= v;
  });

describe('GET /api/ads', () => {
  it("lists a category's ads newest first, as a page, in English and in Arabic", async () => {
    const en = await get<AdPage>(t, adsUrl({ category_id: CARS }), 'en');
    const ar = await get<AdPage>(t, adsUrl({ category_id: CARS }), 'ar');
    expect(en.status).toBe(200);
    const page = en.body.data;
    expect(page.current_page).toBe(1);
    expect(page.per_page).toBe(AD_PAGE_SIZE);
    expect(page.data).toHaveLength(AD_PAGE_SIZE);
    expect(page.last_page).toBe(Math.ceil(page.total / AD_PAGE_SIZE));
    expect(ids(ar.body.data.data)).toEqual(ids(page.data));
    for (const ad of page.data) {
      expect(ad.category_id).toBe(CARS);
      expect(ad.title).not.toMatch(ARABIC);
      expect(ad.city).not.toMatch(ARABIC);
    }
    for (const ad of ar.body.data.data) {
      expect(ad.title).toMatch(ARABIC);
      expect(ad.country).toMatch(ARABIC);
      expect(ad.name).toBe(ad.title);
    }
    const dates = page.data.map((ad) => Date.parse(ad.date));
    expect(isSorted(dates, 'desc')).toBe(true);
  });

  it('pages without overlap up to the last page, and answers an empty page past it', async () => {
    const all = await everyAd(t, { category_id: REAL_ESTATE });
    const first = (await get<AdPage>(t, adsUrl({ category_id: REAL_ESTATE, per_page: 5 }))).body
      .data;
    const second = (
      await get<AdPage>(t, adsUrl({ category_id: REAL_ESTATE, per_page: 5, page: 2 }))
    ).body.data;
    expect(first.total).toBe(all.length);
    expect(first.last_page).toBe(Math.ceil(all.length / 5));
    expect(second.current_page).toBe(2);
    expect([...ids(first.data), ...ids(second.data)]).toEqual(ids(all).slice(0, 10));
    const past = (
      await get<AdPage>(
        t,
        adsUrl({ category_id: REAL_ESTATE, per_page: 5, page: first.last_page + 1 }),
      )
    ).body.data;
    expect(past.data).toEqual([]);
    expect(past.total).toBe(all.length);
  });

  it('sorts by price, views and age', async () => {
    const sorted = async (sort: 'price_asc' | 'price_desc' | 'most_viewed' | 'oldest') =>
      (await get<AdPage>(t, adsUrl({ category_id: CARS, sort, per_page: 48 }))).body.data.data;
    expect(
      isSorted(
        (await sorted('price_asc')).map((ad) => ad.price),
        'asc',
      ),
    ).toBe(true);
    expect(
      isSorted(
        (await sorted('price_desc')).map((ad) => ad.price),
        'desc',
      ),
    ).toBe(true);
    expect(
      isSorted(
        (await sorted('most_viewed')).map((ad) => ad.view_count),
        'desc',
      ),
    ).toBe(true);
    expect(
      isSorted(
        (await sorted('oldest')).map((ad) => Date.parse(ad.date)),
        'asc',
      ),
    ).toBe(true);
  });

  it("lists a sub-category's ads only", async () => {
    const subs = (await get<Category[]>(t, `/api/categories?categoryId=${CARS}`)).body.data;
    const cars = await everyAd(t, { category_id: CARS });
    const perSub = await Promise.all(subs.map((sub) => everyAd(t, { category_id: sub.id })));
    const seen = perSub.flatMap(ids);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(ids(cars).sort());
    const newCars = perSub[subs.findIndex((sub) => sub.name === 'New Cars')] ?? [];
    expect(newCars.length).toBeGreaterThan(0);
    for (const ad of newCars) expect(ad.condition).toBe('New');
  });

  it('narrows to ads whose text matches q', async () => {
    const cars = await everyAd(t, { category_id: CARS });
    const found = await everyAd(t, { category_id: CARS, q: 'toyo' });
    const titled = cars.filter((ad) => ad.title.includes('Toyota'));
    expect(titled.length).toBeGreaterThan(0);
    expect(ids(found)).toEqual(expect.arrayContaining(ids(titled)));
    expect(found.length).toBeLessThan(cars.length);
  });

  it('carries every field of spec 3 on each card', async () => {
    const cars = await everyAd(t, { category_id: CARS }, 'ar');
    const byStore = cars.find((ad) => ad.author_info.store_id !== null);
    const byPerson = cars.find((ad) => ad.author_info.store_id === null);
    expect(byStore?.author_info.author_role).not.toBe('client');
    expect(byStore?.author_info.author_phone).toMatch(/^\+\d+$/);
    expect(byPerson?.author_info).toMatchObject({ author_role: 'client', store_id: null });
    expect(byPerson?.author_info.author_phone).toMatch(/^\+\d+$/);
    const card = cars[0] as Ad;
    expect(card.condition === 'جديد' || card.condition === 'مستعمل').toBe(true);
    expect(card.images.length).toBeGreaterThan(0);
    const [image] = card.images;
    expect(image?.src).toMatch(/^\/media\/.+-1024\.webp$/);
    expect(image?.srcset.split(', ')).toHaveLength(IMAGE_WIDTHS.length);
    expect(image).toMatchObject({ width: 1024, height: 768 });
    const features = card.attributes.find((a) => Array.isArray(a.value));
    expect(features?.name).toMatch(ARABIC);
    expect(card).toMatchObject({ is_liked: false, is_favorite: false });
    const land = (await get<AdPage>(t, adsUrl({ category_id: REAL_ESTATE }))).body.data.data;
    for (const ad of land) expect(ad.condition).toBeNull();
  });

  it('answers 404 for an unknown category', async () => {
    const { status, body } = await get(t, adsUrl({ category_id: 999_999 }), 'ar');
    expect(status).toBe(404);
    expect(body.message).toMatch(ARABIC);
  });

  it('answers 422 in the request language for a bad page, page size, sort or category', async () => {
    for (const lang of LANGS) {
      const page = await get(t, `/api/ads?category_id=${CARS}&page=-1`, lang);
      expect(page.status).toBe(422);
      expect(page.body.errors?.page).toEqual([
        formatMessage('too_small_number', lang, { minimum: 1 }),
      ]);
      const size = await get(t, `/api/ads?per_page=500`, lang);
      expect(size.status).toBe(422);
      expect(size.body.errors?.per_page).toEqual([
        formatMessage('too_big_number', lang, { maximum: 48 }),
      ]);
      const sort = await get(t, `/api/ads?sort=cheapest`, lang);
      expect(sort.status).toBe(422);
      expect(sort.body.errors?.sort?.[0]).toContain('newest');
      const category = await get(t, `/api/ads?category_id=cars`, lang);
      expect(category.status).toBe(422);
      expect(category.body.errors?.category_id).toEqual([formatMessage('not_a_number', lang)]);
    }
  });
});

describe('GET /api/ads/most-viewed', () => {
  it('lists every category, most viewed first, page after page', async () => {
    for (const lang of LANGS) {
      const first = (await get<AdPage>(t, '/api/ads/most-viewed?per_page=20', lang)).body.data;
      const second = (await get<AdPage>(t, '/api/ads/most-viewed?per_page=20&page=2', lang)).body
        .data;
      const views = [...first.data, ...second.data].map((ad) => ad.view_count);
      expect(views).toHaveLength(40);
      expect(isSorted(views, 'desc')).toBe(true);
      expect(new Set(first.data.map((ad) => ad.category_id)).size).toBeGreaterThan(1);
      expect(first.data[0]?.title).toSatisfy(
        (title: string) => ARABIC.test(title) === (lang === 'ar'),
      );
    }
  });

  it('answers 422 for page -1 in both languages', async () => {
    for (const lang of LANGS) {
      const { status, body } = await get(t, '/api/ads/most-viewed?page=-1', lang);
      expect(status).toBe(422);
      expect(body.errors?.page).toEqual([formatMessage('too_small_number', lang, { minimum: 1 })]);
    }
  });
});
