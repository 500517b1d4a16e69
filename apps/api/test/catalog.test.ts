import { CATEGORY_IDS } from '@souq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app.ts';

const ARABIC = /[\u0600-\u06FF]/;
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function get(url: string, lang?: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: lang ? { lang } : {} });
  return {
    status: res.statusCode,
    body: res.json<Record<string, unknown>>(),
    headers: res.headers,
  };
}

type Named = { id: number; name: string; icon?: string };

describe('GET /api/categories', () => {
  it('lists the top-level categories with the fixed ids, in English by default', async () => {
    const { status, body } = await get('/api/categories');
    expect(status).toBe(200);
    const data = body.data as Named[];
    const ids = data.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(Object.values(CATEGORY_IDS)));
    expect(data.find((c) => c.id === CATEGORY_IDS.bikes)?.name).toMatch(/bike/i);
    expect(data.find((c) => c.id === CATEGORY_IDS.jobs)?.name).toMatch(/job/i);
    for (const c of data) {
      expect(c.name).not.toMatch(ARABIC);
      expect(c.icon).toMatch(/^\/media\//);
    }
  });

  it('answers in Arabic for lang: ar and in English for any other language', async () => {
    const ar = (await get('/api/categories', 'ar')).body.data as Named[];
    const fr = (await get('/api/categories', 'fr')).body.data as Named[];
    const en = (await get('/api/categories', 'en')).body.data as Named[];
    expect(ar.map((c) => c.id)).toEqual(en.map((c) => c.id));
    for (const c of ar) expect(c.name).toMatch(ARABIC);
    expect(fr).toEqual(en);
  });

  it('lists the sub-categories of a category', async () => {
    const { status, body } = await get(
      `/api/categories?categoryId=${CATEGORY_IDS.carsAndVehicles}`,
    );
    expect(status).toBe(200);
    const names = (body.data as Named[]).map((c) => c.name.toLowerCase());
    expect(names).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/new cars/),
        expect.stringMatching(/used cars/),
      ]),
    );
    const ar = (await get(`/api/categories?categoryId=${CATEGORY_IDS.bikes}`, 'ar')).body
      .data as Named[];
    expect(ar.length).toBe(3);
    for (const c of ar) expect(c.name).toMatch(ARABIC);
  });

  it('answers an empty list for a category without children', async () => {
    const subs = (await get(`/api/categories?categoryId=${CATEGORY_IDS.bikes}`)).body
      .data as Named[];
    const leaf = subs[0];
    expect(leaf).toBeDefined();
    const { status, body } = await get(`/api/categories?categoryId=${leaf?.id}`);
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('answers 422 with field errors in the request language for a non-numeric id', async () => {
    const en = await get('/api/categories?categoryId=abc', 'en');
    expect(en.status).toBe(422);
    expect(en.body).toEqual({
      message: 'The given data was invalid.',
      errors: { categoryId: ['Must be a number.'] },
    });
    const ar = await get('/api/categories?categoryId=abc', 'ar');
    expect(ar.status).toBe(422);
    expect(ar.body.message).toMatch(ARABIC);
    expect((ar.body.errors as Record<string, string[]>).categoryId?.[0]).toMatch(ARABIC);
  });

  it.each(['-3', '0', '1.5', '99999999999'])('rejects categoryId=%s with 422', async (value) => {
    const { status, body } = await get(`/api/categories?categoryId=${value}`);
    expect(status).toBe(422);
    expect(body.errors).toHaveProperty('categoryId');
  });

  it('answers 404 for an unknown category', async () => {
    const { status, body } = await get('/api/categories?categoryId=999999', 'ar');
    expect(status).toBe(404);
    expect(body.message).toMatch(ARABIC);
  });
});

describe('GET /api/categories/{id} (issue 41, item 22)', () => {
  it('names a sub-category and its parent, in the request language', async () => {
    const subs = (await get(`/api/categories?categoryId=${CATEGORY_IDS.bikes}`, 'ar')).body
      .data as Named[];
    const parents = (await get('/api/categories', 'ar')).body.data as Named[];
    for (const sub of subs) {
      const { status, body } = await get(`/api/categories/${String(sub.id)}`, 'ar');
      expect(status).toBe(200);
      expect(body.data).toEqual({
        ...sub,
        parent: {
          id: CATEGORY_IDS.bikes,
          name: parents.find((c) => c.id === CATEGORY_IDS.bikes)?.name,
        },
      });
    }
  });

  it('gives a top-level category no parent', async () => {
    const { body } = await get(`/api/categories/${String(CATEGORY_IDS.bikes)}`);
    expect(body.data).toMatchObject({ id: CATEGORY_IDS.bikes, parent: null });
    expect((body.data as Named).name).toMatch(/bike/i);
  });

  it('answers 404 for an unknown category and 422 for an id that is not one', async () => {
    expect((await get('/api/categories/999999')).status).toBe(404);
    const bad = await get('/api/categories/abc', 'ar');
    expect(bad.status).toBe(422);
    expect((bad.body.errors as Record<string, string[]>).id?.[0]).toMatch(ARABIC);
  });
});

describe('GET /api/banner', () => {
  it('lists slides with an image and an optional target ad', async () => {
    const { status, body } = await get('/api/banner');
    expect(status).toBe(200);
    const data = body.data as { website_image: string; target_id: number | null }[];
    expect(data.length).toBeGreaterThan(0);
    for (const b of data) expect(b.website_image).toMatch(/^\/media\/.+\.webp$/);
    expect(data.some((b) => typeof b.target_id === 'number')).toBe(true);
  });
});

describe('GET /api/countries', () => {
  it('lists countries with dial codes and flags, Syria (+963) first', async () => {
    const en = (await get('/api/countries')).body.data as {
      code: string;
      name: string;
      flag: string;
    }[];
    expect(en[0]?.code).toBe('+963');
    expect(en[0]?.name).toMatch(/syria/i);
    for (const c of en) {
      expect(c.code).toMatch(/^\+\d{1,4}$/);
      expect(c.flag).toMatch(/^\/media\/.+\.webp$/);
    }
    const ar = (await get('/api/countries', 'ar')).body.data as { name: string }[];
    expect(ar[0]?.name).toMatch(ARABIC);
  });
});

describe('GET /api/tags', () => {
  it('lists interest tags in the request language', async () => {
    const en = (await get('/api/tags')).body.data as Named[];
    const ar = (await get('/api/tags', 'ar')).body.data as Named[];
    expect(en.length).toBeGreaterThanOrEqual(12);
    expect(ar.map((t) => t.id)).toEqual(en.map((t) => t.id));
    for (const tag of ar) expect(tag.name).toMatch(ARABIC);
  });
});
