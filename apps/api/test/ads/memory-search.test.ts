import { COUNTED_TOTAL_MAX } from '@souq/contracts';
import { and, eq, not, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adFilterIndex, ads } from '../../src/db/schema/index.ts';
import { scopeToken } from '../../src/modules/ads/ad-filters.ts';
import { countAds, inScope } from '../../src/modules/ads/ads.repository.ts';
import type { CategoryScope } from '../../src/modules/ads/filters.repository.ts';
import type { SyncedFilterIndex } from '../../src/modules/ads/filter-index/index-sync.ts';
import type { MemoryFilterIndex } from '../../src/modules/ads/filter-index/memory-index.ts';
import { PostgresSearchEngine } from '../../src/modules/ads/search-engine/postgres-engine.ts';
import {
  inDescriptions,
  inTitles,
  termWords,
  wordsOfTerm,
  wordsQuery,
  type TermWords,
} from '../../src/modules/ads/text-match.ts';
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

type Case = { term: string; scope: CategoryScope | undefined };

/**
 * Terms drawn from the ads' own texts, in both languages: each word, its first three letters,
 * two neighbouring words, and a word of the title with a word of the description (found in
 * neither alone, unless another ad has both). Each without a category, in the ad's category
 * and in its sub-category.
 */
async function drawnCases(): Promise<Case[]> {
  const rows = await t.database.db
    .select({
      categoryId: ads.categoryId,
      subCategoryId: ads.subCategoryId,
      titleEn: ads.titleEn,
      titleAr: ads.titleAr,
      descriptionEn: ads.descriptionEn,
      descriptionAr: ads.descriptionAr,
    })
    .from(ads)
    .orderBy(ads.id);
  const cases = new Map<string, Case>();
  const add = (term: string, scope: CategoryScope | undefined) =>
    cases.set(JSON.stringify([term, scope?.id, scope?.isTopLevel]), { term, scope });
  for (const row of rows) {
    const scopes = [
      undefined,
      { id: row.categoryId, topId: row.categoryId, isTopLevel: true },
      ...(row.subCategoryId === null
        ? []
        : [{ id: row.subCategoryId, topId: row.categoryId, isTopLevel: false }]),
    ];
    for (const [title, description] of [
      [row.titleEn, row.descriptionEn],
      [row.titleAr, row.descriptionAr],
    ] as const) {
      const titleWords = termWords(title);
      const descriptionWords = termWords(description);
      const terms = [...titleWords, ...descriptionWords].flatMap((word, i, all) => [
        word,
        word.slice(0, 3),
        `${word} ${all[i + 1] ?? ''}`,
      ]);
      terms.push(`${titleWords[0] ?? ''} ${descriptionWords.at(-1) ?? ''}`);
      for (const term of terms) for (const scope of scopes) add(term.trim(), scope);
    }
  }
  return [...cases.values()];
}

const PAGINGS = [
  { page: 1, perPage: 50 },
  { page: 2, perPage: 3 },
  { page: 4, perPage: 5 },
];

/** Cases compared per run: an even spread of those drawn, so each run takes seconds. */
const COMPARED = 150;

async function expectSameAsDatabase(index: MemoryFilterIndex, cases: readonly Case[]) {
  expect(cases.length).toBeGreaterThan(COMPARED);
  const step = cases.length / COMPARED;
  let [nonEmpty, withDescriptionsOnly] = [0, 0];
  for (let i = 0; i < COMPARED; i += 1) {
    const { term, scope } = cases[Math.floor(i * step)] ?? { term: '', scope: undefined };
    const words = await wordsOfTerm(t.database.db, term);
    if (!words) continue;
    nonEmpty += await expectTermSameAsDatabase(index, words, scope);
    const query = wordsQuery(words);
    const onlyInDescriptions = and(
      scope && inScope(scope),
      inDescriptions(query),
      not(inTitles(query)),
    );
    if ((await countAds(t.database.db, onlyInDescriptions)) > 0) withDescriptionsOnly += 1;
  }
  // Most terms find ads, and many find some in descriptions only.
  expect(nonEmpty).toBeGreaterThan(COMPARED);
  expect(withDescriptionsOnly).toBeGreaterThan(COMPARED / 10);
}

/** Every paging of one term from the copy and from the postgres engine: how many pages held ads. */
async function expectTermSameAsDatabase(
  index: MemoryFilterIndex,
  words: TermWords,
  scope: CategoryScope | undefined,
): Promise<number> {
  let nonEmpty = 0;
  for (const { page, perPage } of PAGINGS) {
    const expected = await new PostgresSearchEngine(t.database.db).search({
      scope,
      words,
      page,
      perPage,
    });
    const query = {
      scope: scope && scopeToken(scope),
      words: words.map(({ prefixes }) => prefixes ?? []),
      offset: (page - 1) * perPage,
      limit: perPage,
      nowUs: Date.now() * 1000,
    };
    const what = JSON.stringify({ words, scope, page, perPage });
    expect(index.search({ ...query, countUpTo: COUNTED_TOTAL_MAX }), what).toEqual(expected);
    // A count stopped early still gives the whole page.
    expect(index.search({ ...query, countUpTo: 2 }), what).toEqual({
      ids: expected.ids,
      total: Math.min(expected.total, 2),
    });
    if (expected.ids.length > 0) nonEmpty += 1;
  }
  return nonEmpty;
}

async function expectBothSameAsDatabase() {
  const cases = await drawnCases();
  for (const synced of indexes) await expectSameAsDatabase(await loadedIndex(synced), cases);
}

describe('the search of the ads words in memory', () => {
  it('finds what the postgres engine finds, in the same order and count', async () => {
    await expectBothSameAsDatabase();
  });

  it('follows new titles and descriptions, new ads, expiries and deletions', async () => {
    const db = t.database.db;
    for (const synced of indexes) await loadedIndex(synced);
    const [retitled, redescribed, expired, deleted] = (
      await db.select({ id: adFilterIndex.adId }).from(adFilterIndex).orderBy(adFilterIndex.adId)
    ).map((row) => row.id);
    if (deleted === undefined) throw new Error('the seed has too few live ads');
    await db
      .update(ads)
      .set({ titleEn: 'Zebrawood dining table', titleAr: 'طاولة طعام خشب نادر' })
      .where(eq(ads.id, retitled ?? 0));
    await db
      .update(ads)
      .set({ descriptionEn: 'Comes with a zebrawood bench' })
      .where(eq(ads.id, redescribed ?? 0));
    await db
      .update(ads)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(ads.id, expired ?? 0));
    await db.delete(ads).where(eq(ads.id, deleted));
    await db.execute(sql`insert into ads (category_id, sub_category_id, user_id, title_en, title_ar,
        description_en, description_ar, price, created_at, expires_at, status, written_lang)
      select category_id, sub_category_id, user_id, 'Zebrawood chairs', title_ar, description_en,
        description_ar, price, now(), expires_at, status, written_lang
      from ads where id = ${redescribed}`);
    const [added] = await db
      .select({ id: ads.id })
      .from(ads)
      .where(eq(ads.titleEn, 'Zebrawood chairs'));
    const zebrawood = await wordsOfTerm(db, 'zebra');
    if (!zebrawood) throw new Error('no words in the term');
    for (const synced of indexes) {
      const index = await loadedIndex(synced);
      // The titles newest first, then the description.
      expect(
        index.search({
          words: zebrawood.map(({ prefixes }) => prefixes ?? []),
          offset: 0,
          limit: 10,
          countUpTo: COUNTED_TOTAL_MAX,
          nowUs: Date.now() * 1000,
        }),
      ).toEqual({ ids: [added?.id, retitled, redescribed], total: 3 });
      await expectTermSameAsDatabase(index, zebrawood, undefined);
    }
    await expectBothSameAsDatabase();
  });
});
