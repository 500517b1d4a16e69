import { CATEGORY_IDS, type Ad, type AdsQuery, type FilterDefinition } from '@souq/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adAttributes, adFilterIndex, ads } from '../../src/db/schema/index.ts';
import { windowCutoff, type DateEnd } from '../../src/modules/ads/date-window.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { adsUrl, everyAd, get, ids, type AdPage } from './client.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function inWindow(end: DateEnd, ad: Ad | undefined): Promise<boolean> {
  const cutoff = await windowCutoff(t.database.db, end);
  if (cutoff === null || !ad) return false;
  const side = end === 'newest' ? sql`>=` : sql`<=`;
  const rows = await t.database.db
    .select({ id: adFilterIndex.adId })
    .from(adFilterIndex)
    .where(
      and(
        eq(adFilterIndex.adId, ad.id),
        sql`${adFilterIndex.createdAt} ${side} ${cutoff}::timestamptz`,
      ),
    );
  return rows.length === 1;
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
 * Copies of an ad (with its attributes) dated after (or before) every other ad: this file's own,
 * so that the first ads in that order match the filter whatever other files added.
 */
async function copyAtEnd(adId: number, end: DateEnd, count: number): Promise<void> {
  const { db } = t.database;
  const [ad] = await db.select().from(ads).where(eq(ads.id, adId));
  const attributes = await db.select().from(adAttributes).where(eq(adAttributes.adId, adId));
  if (!ad) throw new Error(`ad ${String(adId)} not found`);
  for (let i = 0; i < count; i += 1) {
    const createdAt = new Date(
      end === 'newest' ? Date.now() + (i + 1) * 60_000 : Date.UTC(2000, 0, 1 + i),
    );
    const [row] = await db
      .insert(ads)
      .values({ ...ad, id: undefined, createdAt })
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

describe('filtered pages read from the newest (or oldest) ads first', () => {
  for (const sort of ['newest', 'oldest'] as const) {
    it(`gives the same ads in the same order, ${sort} first`, async () => {
      const { query, adId } = await dropdownOfACar();
      await copyAtEnd(adId, sort, 2);
      const all = await everyAd(t, { ...query, sort });
      expect(all.length).toBeGreaterThan(1);
      // The first page of one ad comes from the window of dates (the path under test).
      expect(await inWindow(sort, all[0])).toBe(true);
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
