import {
  CATEGORY_IDS,
  formatMessage,
  type Ad,
  type Category,
  type FilterAttribute,
  type FilterDefinition,
  type Lang,
} from '@souq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createEngineApp, SEARCH_ENGINE_NAMES } from '../helpers/search-engines.ts';
import { ARABIC, adsUrl, attributeValue, everyAd, get, ids, LANGS, type AdPage } from './client.ts';

const CARS = CATEGORY_IDS.carsAndVehicles;
let t: TestContext;
let cars: Ad[];
let carFilters: FilterDefinition[];

const filterNamed = (name: string): FilterDefinition => {
  const found = carFilters.find((f) => f.name === name);
  if (!found) throw new Error(`no filter ${name}`);
  return found;
};

beforeAll(async () => {
  t = await createTestApp();
  cars = await everyAd(t, { category_id: CARS });
  carFilters = (await get<FilterDefinition[]>(t, `/api/get_filter_options?category_id=${CARS}`))
    .body.data;
});
afterAll(() => t.close());

/** The filter narrowed the cars to exactly those the predicate accepts (and to some of them). */
function expectExactly(found: Ad[], accepts: (ad: Ad) => boolean) {
  const expected = cars.filter(accepts);
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(cars.length);
  expect(ids(found).sort()).toEqual(ids(expected).sort());
}

describe('GET /api/get_filter_options', () => {
  it('lists the category filters of every type in English and in Arabic', async () => {
    const en = carFilters;
    const ar = (
      await get<FilterDefinition[]>(t, `/api/get_filter_options?category_id=${CARS}`, 'ar')
    ).body.data;
    expect(en.map((f) => f.type)).toEqual(
      expect.arrayContaining(['dropdown', 'range', 'multiselect', 'boolean', 'text']),
    );
    expect(ar.map((f) => f.id)).toEqual(en.map((f) => f.id));
    expect(filterNamed('Vehicle Condition').values).toEqual(['New', 'Used']);
    expect(ar.find((f) => f.id === filterNamed('Vehicle Condition').id)?.values).toEqual([
      'جديد',
      'مستعمل',
    ]);
    for (const filter of ar) expect(filter.name).toMatch(ARABIC);
    for (const filter of en) expect(filter.name).not.toMatch(ARABIC);
    // Multiselect and boolean start with the option meaning 'all'; a range lists its bounds.
    expect(filterNamed('Features').values[0]).toBe('All');
    expect(filterNamed('Accident Free').values).toEqual(['All', 'Yes', 'No']);
    expect(filterNamed('Year').values).toEqual([1990, 2026]);
    expect(filterNamed('Colour').values).toEqual([]);
  });

  it("gives a sub-category its parent's filters", async () => {
    const subs = (await get<Category[]>(t, `/api/categories?categoryId=${CARS}`)).body.data;
    const sub = subs[0];
    expect(sub).toBeDefined();
    const { status, body } = await get<FilterDefinition[]>(
      t,
      `/api/get_filter_options?category_id=${String(sub?.id)}`,
    );
    expect(status).toBe(200);
    expect(body.data).toEqual(carFilters);
  });

  it('answers 404 for an unknown category and 422 without a numeric one', async () => {
    expect((await get(t, '/api/get_filter_options?category_id=999999')).status).toBe(404);
    for (const lang of LANGS) {
      const bad = await get(t, '/api/get_filter_options?category_id=cars', lang);
      expect(bad.status).toBe(422);
      expect(bad.body.errors?.category_id).toEqual([formatMessage('not_a_number', lang)]);
      const missing = await get(t, '/api/get_filter_options', lang);
      expect(missing.status).toBe(422);
      expect(missing.body.errors?.category_id).toHaveLength(1);
    }
  });
});

describe.each(SEARCH_ENGINE_NAMES)(
  'GET /api/ads with filtersAttributes, on the %s search engine',
  (engine) => {
    /** An app of the engine under test, on this file's database. */
    let withEngine: TestContext;
    beforeAll(async () => {
      withEngine = await createEngineApp(engine, {}, t.database);
    });
    afterAll(() => withEngine.close());

    const filtered = (filters: FilterAttribute[], lang: Lang = 'en') =>
      everyAd(withEngine, { category_id: CARS, filtersAttributes: filters }, lang);

    it('narrows a dropdown to its option, given in either language', async () => {
      const make = filterNamed('Make').id;
      const en = await filtered([{ attribute_id: make, value: 'Toyota' }]);
      expectExactly(en, (ad) => attributeValue(ad, make) === 'Toyota');
      const ar = await filtered([{ attribute_id: make, value: 'تويوتا' }], 'ar');
      expect(ids(ar)).toEqual(ids(en));
      for (const ad of ar) expect(attributeValue(ad, make)).toBe('تويوتا');
    });

    it('matches any chosen option of a multiselect, and skips the option meaning all', async () => {
      const features = filterNamed('Features').id;
      const chosen = ['Sunroof', 'Navigation'];
      const found = await filtered([{ attribute_id: features, value: chosen }]);
      expectExactly(found, (ad) => {
        const value = attributeValue(ad, features);
        return Array.isArray(value) && value.some((v) => chosen.includes(v));
      });
      const one = await filtered([{ attribute_id: features, value: 'Sunroof' }]);
      for (const ad of one) expect(attributeValue(ad, features)).toContain('Sunroof');
      const all = await filtered([{ attribute_id: features, value: ['All', 'Sunroof'] }]);
      expect(all.length).toBe(cars.length);
    });

    it('filters a boolean by Yes or No (نعم / لا), and All narrows nothing', async () => {
      const clean = filterNamed('Accident Free').id;
      const yes = await filtered([{ attribute_id: clean, value: 'Yes' }]);
      expectExactly(yes, (ad) => attributeValue(ad, clean) === 'Yes');
      const no = await filtered([{ attribute_id: clean, value: 'لا' }], 'ar');
      expect(no.length).toBeGreaterThan(0);
      for (const ad of no) expect(attributeValue(ad, clean)).toBe('لا');
      expect(ids(no).some((id) => ids(yes).includes(id))).toBe(false);
      const all = await filtered([{ attribute_id: clean, value: 'الكل' }], 'ar');
      expect(all.length).toBe(cars.length);
    });

    it('finds text attributes containing the typed text, whatever its case, in either language', async () => {
      const colour = filterNamed('Colour').id;
      const found = await filtered([{ attribute_id: colour, value: 'bLU' }]);
      expectExactly(found, (ad) => /blu/i.test(String(attributeValue(ad, colour))));
      const ar = await filtered([{ attribute_id: colour, value: 'أزرق' }], 'ar');
      expect(ar.length).toBeGreaterThan(0);
      for (const ad of ar) expect(attributeValue(ad, colour)).toContain('أزرق');
    });

    it('keeps a range between its min and max, Arabic-Indic digits included', async () => {
      const year = filterNamed('Year').id;
      const inRange = (ad: Ad) => {
        const shown = attributeValue(ad, year);
        return typeof shown === 'string' && Number(shown) >= 2015 && Number(shown) <= 2020;
      };
      expectExactly(await filtered([{ attribute_id: year, value: ['2015', '2020'] }]), inRange);
      const arabic = await filtered([{ attribute_id: year, value: ['٢٠١٥', '٢٠٢٠'] }], 'ar');
      expect(ids(arabic).sort()).toEqual(ids(cars.filter(inRange)).sort());
      const price = filterNamed('Price').id;
      const cheap = await filtered([{ attribute_id: price, value: ['0', '100,000,000'] }]);
      expectExactly(cheap, (ad) => ad.price <= 100_000_000);
    });

    it('applies every filter at once, inside a sub-category too', async () => {
      const make = filterNamed('Make').id;
      const condition = filterNamed('Vehicle Condition').id;
      const both = await filtered([
        { attribute_id: make, value: 'Toyota' },
        { attribute_id: condition, value: 'Used' },
      ]);
      expectExactly(
        both,
        (ad) => attributeValue(ad, make) === 'Toyota' && attributeValue(ad, condition) === 'Used',
      );
      const subs = (await get<Category[]>(withEngine, `/api/categories?categoryId=${CARS}`)).body
        .data;
      const newCars = subs.find((s) => s.name === 'New Cars');
      expect(newCars).toBeDefined();
      const inSub = await everyAd(withEngine, {
        category_id: newCars?.id,
        filtersAttributes: [{ attribute_id: make, value: 'Toyota' }],
      });
      expect(inSub.length).toBeGreaterThan(0);
      for (const ad of inSub) {
        expect(ad.condition).toBe('New');
        expect(attributeValue(ad, make)).toBe('Toyota');
      }
      const page = await get<AdPage>(
        withEngine,
        adsUrl({
          category_id: newCars?.id,
          filtersAttributes: [{ attribute_id: make, value: 'Toyota' }],
        }),
      );
      expect(page.body.data.total).toBe(inSub.length);
    });
  },
);

describe('GET /api/ads with wrong filters', () => {
  async function expectFieldError(
    filters: FilterAttribute[],
    field: string,
    key: Parameters<typeof formatMessage>[0],
    categoryId: number | null = CARS,
  ) {
    for (const lang of LANGS) {
      const { status, body } = await get(
        t,
        adsUrl({ category_id: categoryId ?? undefined, filtersAttributes: filters }),
        lang,
      );
      expect(status).toBe(422);
      expect(body.errors?.[field]).toEqual([formatMessage(key, lang)]);
      expect(body.message).toBe(formatMessage(key, lang));
    }
  }

  it('refuses a filter that is not one of the category', async () => {
    const realEstate = (
      await get<FilterDefinition[]>(
        t,
        `/api/get_filter_options?category_id=${CATEGORY_IDS.realEstate}`,
      )
    ).body.data;
    const foreign = realEstate[0]?.id ?? 0;
    await expectFieldError(
      [{ attribute_id: foreign, value: 'x' }],
      'filtersAttributes.0.attribute_id',
      'unknown_filter',
    );
    await expectFieldError(
      [{ attribute_id: filterNamed('Make').id, value: 'Toyota' }],
      'filtersAttributes.0.attribute_id',
      'unknown_filter',
      null,
    );
  });

  it('refuses a range whose min exceeds its max, that is not two values, or not numbers', async () => {
    const year = filterNamed('Year').id;
    const field = 'filtersAttributes.1.value';
    const make = { attribute_id: filterNamed('Make').id, value: 'Toyota' };
    await expectFieldError(
      [make, { attribute_id: year, value: ['2020', '2015'] }],
      field,
      'range_min_below_max',
    );
    await expectFieldError([make, { attribute_id: year, value: '2015' }], field, 'range_pair');
    await expectFieldError(
      [make, { attribute_id: year, value: ['2015', '2016', '2017'] }],
      field,
      'range_pair',
    );
    await expectFieldError(
      [make, { attribute_id: year, value: ['abc', '2016'] }],
      field,
      'range_not_number',
    );
  });

  it('refuses an option the filter does not have', async () => {
    await expectFieldError(
      [{ attribute_id: filterNamed('Make').id, value: 'Trabant' }],
      'filtersAttributes.0.value',
      'unknown_option',
    );
  });

  it('answers 422 (never 500) for filters that are not a list of objects', async () => {
    for (const query of [
      'filtersAttributes=oops',
      'filtersAttributes[0]=oops',
      'filtersAttributes[0][attribute_id]=abc&filtersAttributes[0][value]=x',
      'filtersAttributes[0][attribute_id]=2',
      'filtersAttributes[99][attribute_id]=2&filtersAttributes[99][value]=Toyota',
    ]) {
      const { status, body } = await get(t, `/api/ads?category_id=${CARS}&${query}`, 'ar');
      expect(status, query).toBe(422);
      expect(body.message).toBe(formatMessage('invalid', 'ar'));
    }
  });
});
