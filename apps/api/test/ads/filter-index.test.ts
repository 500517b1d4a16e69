import { CATEGORY_IDS } from '@souq/contracts';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { adAttributes, adFilterIndex, ads } from '../../src/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Runs the checks in a transaction that is rolled back, so the shared database is unchanged. */
async function inRolledBack(check: (tx: Database) => Promise<void>) {
  const rollback = new Error('rollback');
  await expect(
    t.database.db.transaction(async (tx) => {
      await check(tx);
      throw rollback;
    }),
  ).rejects.toBe(rollback);
}

async function tokensOf(tx: Database, adId: number): Promise<string[]> {
  const [row] = await tx
    .select({ tokens: adFilterIndex.tokens })
    .from(adFilterIndex)
    .where(eq(adFilterIndex.adId, adId));
  return row?.tokens ?? [];
}

/** A car with a single-choice attribute (a filter's option, not a range). */
async function carChoice(tx: Database) {
  const [row] = await tx
    .select({ id: adAttributes.id, adId: adAttributes.adId, filterId: adAttributes.filterId })
    .from(adAttributes)
    .innerJoin(ads, eq(ads.id, adAttributes.adId))
    .where(
      and(
        eq(ads.categoryId, CATEGORY_IDS.carsAndVehicles),
        isNotNull(adAttributes.filterId),
        isNull(adAttributes.numericValue),
        sql`jsonb_typeof(${adAttributes.value} -> 'en') = 'string'`,
      ),
    )
    .limit(1);
  if (!row?.filterId) throw new Error('the seed has no car with a choice attribute');
  return { ...row, filterId: row.filterId };
}

describe('ad_filter_index', () => {
  it('holds a row for every active ad and none for the others, with its category and sub-category', async () => {
    const [counts] = await t.database.db
      .select({
        active: sql<number>`(select count(*) from ${ads} where ${ads.status} = 'active')::int`,
        missing: sql<number>`(select count(*) from ${ads} a where a.status = 'active' and not exists (select 1 from ${adFilterIndex} f where f.ad_id = a.id))::int`,
        extra: sql<number>`(select count(*) from ${adFilterIndex} f join ${ads} a on a.id = f.ad_id where a.status <> 'active')::int`,
      })
      .from(sql`(select 1) as one`);
    expect(counts?.active).toBeGreaterThan(0);
    expect(counts?.missing).toBe(0);
    // The seed sold one of the second demo account's ads: it has no row.
    expect(counts?.extra).toBe(0);
    const [car] = await t.database.db
      .select({ id: ads.id, sub: ads.subCategoryId })
      .from(ads)
      .where(and(eq(ads.categoryId, CATEGORY_IDS.carsAndVehicles), isNotNull(ads.subCategoryId)))
      .limit(1);
    if (!car) throw new Error('the seed has no car in a sub-category');
    const tokens = await tokensOf(t.database.db, car.id);
    expect(tokens).toContain(`c:${String(CATEGORY_IDS.carsAndVehicles)}`);
    expect(tokens).toContain(`s:${String(car.sub)}`);
  });

  it('follows an attribute changed, removed or added, and an ad moved', async () => {
    await inRolledBack(async (tx) => {
      const choice = await carChoice(tx);
      const prefix = `${String(choice.filterId)}:`;
      await tx
        .update(adAttributes)
        .set({ value: { en: 'Quite New Label', ar: 'تسمية جديدة' } })
        .where(eq(adAttributes.id, choice.id));
      const changed = await tokensOf(tx, choice.adId);
      // A choice is matched by its English label only.
      expect(changed.filter((token) => token.startsWith(prefix))).toEqual([
        `${prefix}quite new label`,
      ]);

      await tx.delete(adAttributes).where(eq(adAttributes.id, choice.id));
      expect((await tokensOf(tx, choice.adId)).some((token) => token.startsWith(prefix))).toBe(
        false,
      );

      await tx.insert(adAttributes).values({
        adId: choice.adId,
        filterId: choice.filterId,
        nameEn: 'Features',
        nameAr: 'الميزات',
        value: { en: ['Sunroof', 'Navigation'], ar: ['فتحة سقف', 'نظام ملاحة'] },
      });
      expect(
        (await tokensOf(tx, choice.adId)).filter((token) => token.startsWith(prefix)).sort(),
      ).toEqual([`${prefix}navigation`, `${prefix}sunroof`]);

      await tx
        .update(ads)
        .set({ categoryId: CATEGORY_IDS.realEstate, subCategoryId: null })
        .where(eq(ads.id, choice.adId));
      const places = (await tokensOf(tx, choice.adId)).filter((token) => /^[cs]:/.test(token));
      expect(places).toEqual([`c:${String(CATEGORY_IDS.realEstate)}`]);
    });
  });

  it('follows every price and view count changed, in one statement or many', async () => {
    await inRolledBack(async (tx) => {
      const sortKeysOf = (ids: number[]) =>
        tx
          .select({
            id: adFilterIndex.adId,
            price: adFilterIndex.price,
            views: adFilterIndex.viewCount,
          })
          .from(adFilterIndex)
          .where(inArray(adFilterIndex.adId, ids))
          .orderBy(adFilterIndex.adId);
      const some = await tx.select({ id: ads.id }).from(ads).orderBy(ads.id).limit(3);
      const ids = some.map((ad) => ad.id);
      // As the view counter writes: one UPDATE of several ads.
      await tx.execute(
        sql`update ${ads} set view_count = ${ads.viewCount} + 1000 + ${ads.id} where ${inArray(ads.id, ids)}`,
      );
      await tx
        .update(ads)
        .set({ price: 12_345.5 })
        .where(eq(ads.id, ids[0] ?? 0));
      const expected = await tx
        .select({ id: ads.id, price: ads.price, views: ads.viewCount })
        .from(ads)
        .where(inArray(ads.id, ids))
        .orderBy(ads.id);
      expect(expected[0]?.price).toBe(12_345.5);
      expect(expected.every((ad) => ad.views >= 1000)).toBe(true);
      expect(await sortKeysOf(ids)).toEqual(expected);
    });
  });
});
