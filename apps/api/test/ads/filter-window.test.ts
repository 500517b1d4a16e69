import { CATEGORY_IDS, type Ad, type AdsQuery, type FilterDefinition } from '@souq/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adAttributes, adFilterIndex, ads } from '../../src/db/schema/index.ts';
import { FILTER_INDEX_ORDERS } from '../../src/modules/ads/ad-orders.ts';
import { inWindow, readCutoff, windowCutoff } from '../../src/modules/ads/order-window.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { adsUrl, everyAd, get, ids, type AdPage } from './client.ts';

let t: TestContext;

beforeAll(async () => {
  // The database's pages are under test: the memory engine answers them from its copy.
  t = await createTestApp({ searchEngine: 'postgres' });
});
afterAll(() => t.close());

type Sort = keyof typeof FILTER_INDEX_ORDERS;

async function isInWindow(sort: Sort, ad: Ad | undefined): Promise<boolean> {
  const order = FILTER_INDEX_ORDERS[sort];
  const cutoff = await windowCutoff(t.database.db, order);
  if (cutoff === null || !ad) return false;
  const rows = await t.database.db
    .select({ id: adFilterIndex.adId })
    .from(adFilterIndex)
    .where(and(eq(adFilterIndex.adId, ad.id), inWindow(order, cutoff)));
  return rows.length === 1;
}

/** What a copy at the start of each listing order changes in the ad. */
const atStart: Record<Sort, (i: number) => Partial<typeof ads.$inferInsert>> = {
  newest: (i) => ({ createdAt: new Date(Date.now() + (i + 1) * 60_000) }),
  oldest: (i) => ({ createdAt: new Date(Date.UTC(2000, 0, 1 + i)) }),
  price_asc: () => ({ price: 0 }),
  price_desc: (i) => ({ price: 90_000_000_000 + i }),
  most_viewed: (i) => ({ viewCount: 1_000_000_000 + i }),
};

/** The key each order sorts by, as an ad's answer gives it, and whether it goes down. */
const keyOf: Record<Sort, [(ad: Ad) => number, boolean]> = {
  newest: [(ad) => Date.parse(ad.date), true],
  oldest: [(ad) => Date.parse(ad.date), false],
  price_asc: [(ad) => ad.price, false],
  price_desc: [(ad) => ad.price, true],
  most_viewed: [(ad) => ad.view_count, true],
};

/** The ads in the order the listing promises: by its key, ties by id the same way. */
function sortedAs(sort: Sort, found: Ad[]): number[] {
  const [key, descending] = keyOf[sort];
  const sign = descending ? -1 : 1;
  return [...found].sort((a, b) => sign * (key(a) - key(b) || a.id - b.id)).map((ad) => ad.id);
}

/** A dropdown filter of a car ad (its own option), and that ad's id. */
async function dropdownOfACar(): Promise<{ query: AdsQuery; adId: number }> {
  const cars = (await get<AdPage>(t, adsUrl({ category_id: CATEGORY_IDS.carsAndVehicles }))).body
    .data.data;
  const url = `/api/get_filter_options?category_id=${String(CATEGORY_IDS.carsAndVehicles)}`;
  const filters = (await get<FilterDefinition[]>(t, url)).body.data;
  for (const ad of cars) {
    const attribute = ad.attributes.find(
      (a) => filters.find((f) => f.id === a.id)?.type === 'dropdown',
    );
    if (attribute?.id != null) {
      const filter = { attribute_id: attribute.id, value: String(attribute.value) };
      return { query: { category_id: ad.category_id, filtersAttributes: [filter] }, adId: ad.id };
    }
  }
  throw new Error('no car ad has a dropdown attribute');
}

const copies: number[] = [];

/**
 * Copies of an ad (with its attributes) at the start of the listing in `sort` (newer, older,
 * cheaper, dearer or more viewed than every other ad): this file's own, so that the first ads
 * in that order match the filter whatever other files added.
 */
async function copyAtStart(adId: number, sort: Sort, count: number): Promise<void> {
  const { db } = t.database;
  const [ad] = await db.select().from(ads).where(eq(ads.id, adId));
  const attributes = await db.select().from(adAttributes).where(eq(adAttributes.adId, adId));
  if (!ad) throw new Error(`ad ${String(adId)} not found`);
  for (let i = 0; i < count; i += 1) {
    const [row] = await db
      .insert(ads)
      .values({ ...ad, id: undefined, ...atStart[sort](i) })
      .returning({ id: ads.id });
    if (!row) throw new Error('ad not inserted');
    copies.push(row.id);
    await db
      .insert(adAttributes)
      .values(attributes.map(({ id: _id, ...attribute }) => ({ ...attribute, adId: row.id })));
  }
}

afterAll(async () => {
  if (copies.length > 0) await t.database.db.delete(ads).where(inArray(ads.id, copies));
});

describe('filtered pages read from the first ads of their order first', () => {
  for (const sort of Object.keys(FILTER_INDEX_ORDERS) as Sort[]) {
    it(`gives the same ads in the same order, sorted ${sort}`, async () => {
      const { query, adId } = await dropdownOfACar();
      await copyAtStart(adId, sort, 2);
      const all = await everyAd(t, { ...query, sort });
      expect(all.length).toBeGreaterThan(1);
      expect(ids(all)).toEqual(sortedAs(sort, all));
      // The first page of one ad comes from the window (the path under test).
      expect(await isInWindow(sort, all[0])).toBe(true);
      const paged: Ad[] = [];
      for (let page = 1; page <= all.length; page += 1) {
        const { body } = await get<AdPage>(t, adsUrl({ ...query, sort, page, per_page: 1 }));
        expect(body.data.total).toBe(all.length);
        paged.push(...body.data.data);
      }
      expect(ids(paged)).toEqual(ids(all));
    });
  }
});

describe('the window of each order', () => {
  /** Each ad's sort key as a number, from the ads themselves. */
  const keyColumn = {
    newest: sql<number>`extract(epoch from ${ads.createdAt})::float8`,
    oldest: sql<number>`extract(epoch from ${ads.createdAt})::float8`,
    price_asc: sql<number>`${ads.price}::float8`,
    price_desc: sql<number>`${ads.price}::float8`,
    most_viewed: sql<number>`${ads.viewCount}::float8`,
  } satisfies Record<Sort, unknown>;

  for (const sort of Object.keys(FILTER_INDEX_ORDERS) as Sort[]) {
    it(`ends 1/40 of the way into the ads sorted ${sort}`, async () => {
      // The ads of the filter index, which the window is read from (an ad written straight into
      // \`ads\`, as some fixtures do, is outside it).
      const rows = await t.database.db
        .select({ id: ads.id, key: keyColumn[sort] })
        .from(ads)
        .innerJoin(adFilterIndex, eq(adFilterIndex.adId, ads.id));
      const descending = keyOf[sort][1];
      const sign = descending ? -1 : 1;
      rows.sort((a, b) => sign * (a.key - b.key || a.id - b.id));
      const expected = rows[Math.floor(rows.length / 40)]?.key;
      const cutoff = await readCutoff(t.database.db, FILTER_INDEX_ORDERS[sort]);
      const [read] = await t.database.db
        .select({
          key: sql<number>`${
            sort === 'newest' || sort === 'oldest'
              ? sql`extract(epoch from ${cutoff}::timestamptz)`
              : sql`${cutoff}::numeric`
          }::float8`,
        })
        .from(sql`(select 1) as one`);
      expect(read?.key).toBeCloseTo(expected ?? Number.NaN, 3);
    });
  }
});
