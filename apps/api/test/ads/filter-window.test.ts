import type { Ad, AdsQuery, FilterDefinition } from '@souq/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adFilterIndex } from '../../src/db/schema/index.ts';
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

/** A dropdown filter that one of the first ads in that order matches (its own option). */
async function filterOfAFirstAd(sort: DateEnd): Promise<AdsQuery> {
  const firsts = (await get<AdPage>(t, adsUrl({ sort, per_page: 10 }))).body.data.data;
  for (const ad of firsts) {
    const url = `/api/get_filter_options?category_id=${String(ad.category_id)}`;
    const filters = (await get<FilterDefinition[]>(t, url)).body.data;
    const attribute = ad.attributes.find(
      (a) => filters.find((f) => f.id === a.id)?.type === 'dropdown',
    );
    if (attribute?.id != null) {
      return {
        category_id: ad.category_id,
        filtersAttributes: [{ attribute_id: attribute.id, value: String(attribute.value) }],
      };
    }
  }
  throw new Error('none of the first ads has a dropdown attribute');
}

describe('filtered pages read from the newest (or oldest) ads first', () => {
  for (const sort of ['newest', 'oldest'] as const) {
    it(`gives the same ads in the same order, ${sort} first`, async () => {
      const query = await filterOfAFirstAd(sort);
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
