import { AD_SORTS, COUNTED_TOTAL_MAX } from '@souq/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adAttributes, adFilterIndex, ads, categories } from '../../src/db/schema/index.ts';
import { scopeToken, type FilterTest } from '../../src/modules/ads/ad-filters.ts';
import { PostgresSearchEngine } from '../../src/modules/ads/search-engine/postgres-engine.ts';
import type { CategoryScope } from '../../src/modules/ads/filters.repository.ts';
import type { SyncedFilterIndex } from '../../src/modules/ads/filter-index/index-sync.ts';
import type { MemoryFilterIndex } from '../../src/modules/ads/filter-index/memory-index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { loadedIndex, memoryIndexes } from '../helpers/memory-indexes.ts';

let t: TestContext;
/** `memoryIndexes`. */
let indexes: SyncedFilterIndex[];

beforeAll(async () => {
  t = await createTestApp();
  indexes = memoryIndexes(t.database.db);
});
afterAll(() => t.close());

/** Each index, up to date, against the postgres engine. */
async function expectBothSameAsDatabase() {
  const cases = await drawnCases();
  for (const synced of indexes) await expectSameAsDatabase(await loadedIndex(synced), cases);
}

type Case = { scope: CategoryScope; tests: FilterTest[] };

/**
 * Filters drawn from what the ads hold, for each top-level category and one sub-category of
 * each: every token alone, two options of a filter, a piece of each label as a text, ranges
 * below, above and around each filter's middle number, and pairs of different filters.
 */
async function drawnCases(): Promise<Case[]> {
  const { rows } = await t.database.db.execute<{
    category_id: number;
    sub_category_id: number | null;
    tokens: string[];
    numbers: Record<string, number>;
  }>(sql`select a.category_id, a.sub_category_id, f.tokens, f.numbers
    from ${adFilterIndex} f join ${ads} a on a.id = f.ad_id`);
  const byCategory = new Map<number, typeof rows>();
  for (const row of rows)
    byCategory.set(row.category_id, [...(byCategory.get(row.category_id) ?? []), row]);
  const cases: Case[] = [];
  for (const [categoryId, held] of byCategory) {
    const tokens = [...new Set(held.flatMap((row) => row.tokens))]
      .filter((token) => /^\d+:/.test(token))
      .sort();
    const numbers = new Map<number, number[]>();
    for (const row of held) {
      for (const [id, value] of Object.entries(row.numbers)) {
        numbers.set(Number(id), [...(numbers.get(Number(id)) ?? []), value]);
      }
    }
    const singles: FilterTest[] = tokens.flatMap((token, i): FilterTest[] => {
      const [id = '', label = ''] = token.split(/:(.*)/s);
      const next = tokens[i + 1];
      return [
        { kind: 'anyToken', tokens: [token] },
        ...(next?.startsWith(`${id}:`)
          ? [{ kind: 'anyToken' as const, tokens: [token, next] }]
          : []),
        { kind: 'text', filterId: Number(id), texts: [label.slice(0, 3)] },
      ];
    });
    for (const [filterId, values] of numbers) {
      const middle = [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      singles.push(
        { kind: 'range', filterId, min: null, max: middle },
        { kind: 'range', filterId, min: middle, max: null },
        { kind: 'range', filterId, min: middle / 2, max: middle * 2 },
      );
    }
    const filterOf = (test: FilterTest) =>
      test.kind === 'anyToken' ? test.tokens[0]?.split(':')[0] : String(test.filterId);
    const pairs = singles.flatMap((test, i) => {
      const other = singles[(i * 7 + 3) % singles.length];
      return other && filterOf(other) !== filterOf(test) ? [[test, other]] : [];
    });
    const sub = held.find((row) => row.sub_category_id !== null)?.sub_category_id;
    const top = { id: categoryId, topId: categoryId, isTopLevel: true };
    cases.push(
      ...singles.map((test) => ({ scope: top, tests: [test] })),
      ...pairs.map((tests) => ({ scope: top, tests })),
      ...(sub
        ? singles.map((test) => ({
            scope: { id: sub, topId: categoryId, isTopLevel: false },
            tests: [test],
          }))
        : []),
    );
  }
  return cases;
}

const PAGINGS = [
  { page: 2, perPage: 3 },
  { page: 1, perPage: 50 },
];

/** Cases compared per run: an even spread of those drawn, so each test takes seconds. */
const COMPARED = 160;

/** Every drawn case in every order and paging, from the index and from the postgres engine. */
async function expectSameAsDatabase(index: MemoryFilterIndex, cases: readonly Case[]) {
  expect(cases.length).toBeGreaterThan(COMPARED);
  const step = cases.length / COMPARED;
  const postgres = new PostgresSearchEngine(t.database.db);
  const compared = Array.from({ length: COMPARED }, (_, i) => cases[Math.floor(i * step)]);
  let nonEmpty = 0;
  for (const { scope, tests } of compared.flatMap((c) => c ?? [])) {
    for (const sort of AD_SORTS) {
      for (const { page, perPage } of PAGINGS) {
        const expected = await postgres.listing({ scope, filters: tests, sort, page, perPage });
        const query = {
          scope: scopeToken(scope),
          tests,
          sort,
          offset: (page - 1) * perPage,
          limit: perPage,
          nowUs: Date.now() * 1000,
        };
        const what = JSON.stringify({ scope, tests, sort, page, perPage });
        expect(index.page({ ...query, countUpTo: COUNTED_TOTAL_MAX }), what).toEqual(expected);
        // A count stopped early still gives the whole page.
        expect(index.page({ ...query, countUpTo: 2 }), what).toEqual({
          ids: expected.ids,
          total: Math.min(expected.total, 2),
        });
        if (expected.ids.length > 0) nonEmpty += 1;
      }
    }
  }
  expect(nonEmpty).toBeGreaterThan(COMPARED);
}

describe('the filter index in memory', () => {
  it('answers every filter, order and page as the postgres engine does', async () => {
    await expectBothSameAsDatabase();
  });

  it('follows what is written after it loaded, by any connection', async () => {
    const db = t.database.db;
    const cars = await db
      .select({ id: ads.id })
      .from(ads)
      .innerJoin(adFilterIndex, eq(adFilterIndex.adId, ads.id))
      .orderBy(ads.id)
      .limit(6);
    const [moved, repriced, viewed, expired, deleted, changed] = cars.map((car) => car.id);
    if (changed === undefined) throw new Error('the seed has too few live ads');
    const [otherCategory] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(
        sql`${categories.parentId} is null and ${categories.id} <> (select category_id from ads where id = ${moved})`,
      )
      .limit(1);
    for (const synced of indexes) await loadedIndex(synced);
    await db
      .update(ads)
      .set({ categoryId: otherCategory?.id, subCategoryId: null })
      .where(eq(ads.id, moved ?? 0));
    await db
      .update(ads)
      .set({ price: 1 })
      .where(eq(ads.id, repriced ?? 0));
    await db
      .update(ads)
      .set({ viewCount: 10_000_000 })
      .where(eq(ads.id, viewed ?? 0));
    await db
      .update(ads)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(ads.id, expired ?? 0));
    await db.delete(ads).where(eq(ads.id, deleted ?? 0));
    await db.delete(adAttributes).where(eq(adAttributes.adId, changed));
    // A newer copy of an ad: placed in date order.
    await db.execute(sql`insert into ads (category_id, sub_category_id, user_id, title_en, title_ar,
        description_en, description_ar, price, created_at, expires_at, status, written_lang)
      select category_id, sub_category_id, user_id, title_en, title_ar, description_en,
        description_ar, price, now(), expires_at, status, written_lang
      from ads where id = ${repriced}`);
    const inIndex = await db.select({ id: adFilterIndex.adId }).from(adFilterIndex);
    expect(inIndex.map((row) => row.id)).not.toContain(deleted);
    for (const synced of indexes) expect((await loadedIndex(synced)).size).toBe(inIndex.length);
    await expectBothSameAsDatabase();
  });

  it('loads again whole when the table was emptied at once', async () => {
    const db = t.database.db;
    for (const synced of indexes) await loadedIndex(synced);
    await db.execute(sql`truncate ${adFilterIndex}`);
    for (const synced of indexes) expect((await loadedIndex(synced)).size).toBe(0);
    await db.execute(sql`select refresh_ad_filter_index(array(select id from ${ads}))`);
    const live = await db.select({ id: adFilterIndex.adId }).from(adFilterIndex);
    expect(live.length).toBeGreaterThan(100);
    for (const synced of indexes) expect((await loadedIndex(synced)).size).toBe(live.length);
    await expectBothSameAsDatabase();
  });

  it('is loaded again, laid out afresh, once many ads changed their filters', async () => {
    const db = t.database.db;
    const tuned = indexes[1];
    if (!tuned) throw new Error('no tuned index');
    const before = await loadedIndex(tuned);
    const some = await db
      .select({ id: adFilterIndex.adId })
      .from(adFilterIndex)
      .orderBy(adFilterIndex.adId)
      .limit(40);
    await db.delete(adAttributes).where(
      inArray(
        adAttributes.adId,
        some.map((row) => row.id),
      ),
    );
    // The read that finds them moves them to new slots, out of date order, and asks for the load.
    expect(await loadedIndex(tuned)).toBe(before);
    await expect.poll(async () => (await tuned.current()) !== before).toBe(true);
    const after = await loadedIndex(tuned);
    expect(after.slotCount).toBe(after.size);
    await expectSameAsDatabase(after, await drawnCases());
  });

  it('sorts its range numbers again in the background once many ads were added', async () => {
    const db = t.database.db;
    const tuned = indexes[1];
    if (!tuned) throw new Error('no tuned index');
    const slots = (await loadedIndex(tuned)).slotCount;
    await db.execute(sql`insert into ads (category_id, sub_category_id, user_id, title_en, title_ar,
        description_en, description_ar, price, created_at, expires_at, status, written_lang)
      select category_id, sub_category_id, user_id, title_en, title_ar, description_en,
        description_ar, price, now(), expires_at, status, written_lang
      from ads where status = 'active' order by id limit 6`);
    // More new slots than the tuned index tests one by one: the read that finds them starts the
    // sort in the background (without it, `wantsSort` would stay true).
    const index = await loadedIndex(tuned);
    expect(index.slotCount - slots).toBeGreaterThan(3);
    await expect.poll(() => index.wantsSort).toBe(false);
    await expectSameAsDatabase(await loadedIndex(tuned), await drawnCases());
  });

  it('keeps the same slots when only prices, views and expiry change', async () => {
    const db = t.database.db;
    const [synced] = indexes;
    if (!synced) throw new Error('no index');
    const before = await loadedIndex(synced);
    const slots = before.slotCount;
    const ids = (await db.select({ id: adFilterIndex.adId }).from(adFilterIndex)).map((r) => r.id);
    await db
      .update(ads)
      .set({ viewCount: sql`${ads.viewCount} + 1` })
      .where(inArray(ads.id, ids));
    const after = await loadedIndex(synced);
    expect(after).toBe(before);
    expect(after.slotCount).toBe(slots);
  });
});
