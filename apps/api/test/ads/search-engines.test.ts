import {
  AD_SORTS,
  CATEGORY_IDS,
  type AdsQuery,
  type FilterAttribute,
  type FilterDefinition,
  type Lang,
} from '@souq/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, openEmbeddedDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { categories } from '../../src/db/schema/index.ts';
import { estimatedAds } from '../../src/modules/ads/search-engine/newest-reader.ts';
import { PostgresSearchEngine } from '../../src/modules/ads/search-engine/postgres-engine.ts';
import { rumIndexesReady } from '../../src/modules/ads/search-engine/rum-indexes.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { fileDatabaseUrl } from '../helpers/file-database.ts';
import { statementsOf } from '../helpers/query-count.ts';
import { createEngineApp } from '../helpers/search-engines.ts';
import { adsUrl, get, type AdPage } from './client.ts';

/**
 * Issue 46: `SEARCH_ENGINE=memory|postgres`, the same answers from either. On PostgreSQL with
 * `rum`, the postgres engine reads the RUM indexes global-setup.ts built; on PGlite, GIN's.
 */
let database: DatabaseHandle;
let memory: TestContext;
let postgres: TestContext;

/** This file's copy of the run's seeded database. */
async function openFileDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  return url
    ? openDatabase({ url: await fileDatabaseUrl(url) })
    : openEmbeddedDatabase({ snapshotFile: inject('pgliteSnapshot') });
}

/** The word whose ads were all posted at one instant (a bulk import, generated ads). */
const SAME_INSTANT_WORD = 'toyota';

beforeAll(async () => {
  database = await openFileDatabase();
  // Before the memory engine loads its copy: its order (newest, then the highest id) is the one.
  await database.db.execute(sql`
    update ads set created_at = '2026-05-01 10:00:00.123456+00'
    where title_vector @@ to_tsquery('simple', ${SAME_INSTANT_WORD})`);
  memory = await createEngineApp('memory', { cacheAnswers: false }, database);
  postgres = await createEngineApp('postgres', { cacheAnswers: false }, database);
});
afterAll(async () => {
  await postgres.close();
  await memory.close();
  await database.close();
});

/** The same request to both apps: the same status and the same answer. */
async function expectSameAnswers(urls: readonly string[], lang: Lang) {
  let found = 0;
  for (const url of urls) {
    const fromMemory = await get<{ total?: number }>(memory, url, lang);
    const fromPostgres = await get<{ total?: number }>(postgres, url, lang);
    expect(fromMemory.status, url).toBe(200);
    expect(fromPostgres, `${url} (${lang})`).toEqual(fromMemory);
    if ((fromMemory.body.data.total ?? 0) > 0) found += 1;
  }
  return found;
}

/** Single filters of a category: two options of each choice filter, half of each range. */
async function filtersOf(categoryId: number): Promise<FilterAttribute[]> {
  const url = `/api/get_filter_options?category_id=${String(categoryId)}`;
  const definitions = (await get<FilterDefinition[]>(memory, url)).body.data;
  return definitions.flatMap(({ id, type, values }): FilterAttribute[] => {
    if (type === 'range') {
      const numbers = values.map(Number);
      const [min, max] = numbers.length > 1 ? numbers : [0, ...numbers];
      const middle = Math.round(((min ?? 0) + (max ?? 0)) / 2);
      return [{ attribute_id: id, value: [String(min ?? 0), String(middle)] }];
    }
    if (type === 'text') return [{ attribute_id: id, value: 'a' }];
    // Multiselects and booleans start with the option meaning 'all'.
    const options = type === 'multiselect' || type === 'boolean' ? values.slice(1) : values;
    return options.slice(0, 2).map((option) => ({ attribute_id: id, value: String(option) }));
  });
}

describe('the search engines', () => {
  it('answer searches alike: pages, counts, categories and misspelt words', async () => {
    const terms = ['toyota', 'toyo', 'تويوتا', 'دراجه', 'bikes', 'room', 'nine', 'toyta corola'];
    const urls = [...terms, 'تويتا', 'zzqxv'].flatMap((term) => {
      const q = `/api/search?q=${encodeURIComponent(term)}`;
      return [
        `${q}&per_page=48`,
        `${q}&per_page=3&page=2`,
        `${q}&category_id=${String(CATEGORY_IDS.carsAndVehicles)}`,
      ];
    });
    expect(await expectSameAnswers(urls, 'en')).toBeGreaterThan(terms.length * 2);
    expect(await expectSameAnswers(urls.slice(0, 9), 'ar')).toBeGreaterThan(3);
  });

  it('answer alike when the ads of a page boundary were posted at one instant', async () => {
    const { rows } = await database.db.execute<{ ads: number; instants: number }>(sql`
      select count(*)::int as ads, count(distinct created_at)::int as instants from ads
      where title_vector @@ to_tsquery('simple', ${SAME_INSTANT_WORD}) and status = 'active'`);
    const shared = rows[0]?.ads ?? 0;
    expect(shared).toBeGreaterThan(3);
    expect(rows[0]?.instants).toBe(1);
    const urls = [1, 2, 3].flatMap((perPage) =>
      Array.from({ length: Math.ceil(shared / perPage) + 1 }, (_, p) => {
        const paging = `per_page=${String(perPage)}&page=${String(p + 1)}`;
        return `/api/search?q=${SAME_INSTANT_WORD}&${paging}`;
      }),
    );
    expect(await expectSameAnswers(urls, 'en')).toBeGreaterThan(shared);
  });

  it('answer alike whether the postgres engine reads the matches whole or in index order', async () => {
    // The planner's estimates choose (whole-matches.ts); on the seed's few ads, always whole.
    const whole = new PostgresSearchEngine(database.db, { readsWhole: () => true });
    const ordered = new PostgresSearchEngine(database.db, { readsWhole: () => false });
    const cars = await memory.app.adReads.scope(CATEGORY_IDS.carsAndVehicles);
    const pagings = [
      { page: 1, perPage: 48 },
      ...[1, 2, 3].flatMap((perPage) => [1, 2, 3, 4].map((page) => ({ page, perPage }))),
    ];
    let found = 0;
    for (const term of [SAME_INSTANT_WORD, 'toyo', 'تويوتا', 'bikes', 'room', 'nine', 'zzqxv']) {
      const words = await ordered.termWords(term);
      if (!words) throw new Error(`no words in ${term}`);
      for (const scope of [undefined, cars]) {
        for (const paging of pagings) {
          const search = { words, scope, ...paging };
          const expected = await memory.app.searchEngine.search(search);
          const what = JSON.stringify({ term, scope, paging });
          expect(await whole.search(search), what).toEqual(expected);
          expect(await ordered.search(search), what).toEqual(expected);
          if (expected.ids.length > 0) found += 1;
        }
      }
    }
    expect(found).toBeGreaterThan(pagings.length * 4);
  });

  it('answer filtered listings alike, in every order, alone and with words', async () => {
    const urls: string[] = [];
    for (const categoryId of [CATEGORY_IDS.carsAndVehicles, CATEGORY_IDS.realEstate]) {
      for (const filter of await filtersOf(categoryId)) {
        const query: AdsQuery = { category_id: categoryId, filtersAttributes: [filter] };
        for (const sort of AD_SORTS) urls.push(adsUrl({ ...query, sort, per_page: 5 }));
        urls.push(adsUrl({ ...query, page: 2, per_page: 3 }));
        urls.push(adsUrl({ ...query, q: 'toyta' }));
      }
    }
    expect(urls.length).toBeGreaterThan(100);
    expect(await expectSameAnswers(urls, 'en')).toBeGreaterThan(urls.length / 3);
  });

  it('answer alike while a category or a sub-category is hidden, without its ads (issue 47)', async () => {
    const cars = CATEGORY_IDS.carsAndVehicles;
    const { rows } = await database.db.execute<{ sub: number }>(sql`
      select sub_category_id as sub from ads
      where category_id = ${cars} and sub_category_id is not null
        and status = 'active' and expires_at > now()
      group by sub_category_id order by count(*) desc, sub_category_id limit 1`);
    const sub = rows[0]?.sub;
    if (sub === undefined) throw new Error('no live car in a sub-category');
    const adsWhere = async (column: 'category_id' | 'sub_category_id', id: number) => {
      const found = await database.db.execute<{ id: number }>(
        sql`select id from ads where ${sql.identifier(column)} = ${id}`,
      );
      return new Set(found.rows.map((row) => row.id));
    };
    const inCars = `category_id=${String(cars)}`;
    const urls = ['toyota', 'toyta corola', 'car', 'bikes', 'room'].flatMap((term) => {
      const q = `/api/search?q=${encodeURIComponent(term)}&per_page=48`;
      return [q, `${q}&${inCars}`];
    });
    for (const filter of await filtersOf(cars)) {
      const query: AdsQuery = { category_id: cars, filtersAttributes: [filter], per_page: 48 };
      urls.push(adsUrl({ ...query, sort: 'newest' }), adsUrl({ ...query, sort: 'price_asc' }));
    }
    urls.push(adsUrl({ category_id: cars, per_page: 48 }), '/api/ads?per_page=48');
    /** The ids each url answers, the same from both engines (none for a 404). */
    const answers = async () => {
      const ids: number[][] = [];
      for (const url of urls) {
        const fromMemory = await get<AdPage>(memory, url);
        expect(await get<AdPage>(postgres, url), url).toEqual(fromMemory);
        ids.push(fromMemory.status === 200 ? fromMemory.body.data.data.map((ad) => ad.id) : []);
      }
      return ids;
    };
    const showing = (answered: number[][], left: Set<number>) =>
      answered.filter((ids) => ids.some((id) => left.has(id))).length;
    const setHidden = async (id: number, hidden: boolean) => {
      await database.db.update(categories).set({ hidden }).where(eq(categories.id, id));
      await memory.app.hiddenCategories.reload();
    };
    const before = await answers();
    for (const [id, left] of [
      [sub, await adsWhere('sub_category_id', sub)],
      [cars, await adsWhere('category_id', cars)],
    ] as const) {
      expect(showing(before, left), String(id)).toBeGreaterThan(5);
      await setHidden(id, true);
      try {
        const hidden = await answers();
        expect(showing(hidden, left), String(id)).toBe(0);
        // The other categories' ads are still found.
        expect(hidden.filter((ids) => ids.length > 0).length).toBeGreaterThan(3);
      } finally {
        await setHidden(id, false);
      }
    }
    expect(await answers()).toEqual(before);
  });
});

describe('the postgres engine', () => {
  it('is ready at once and never reads the copy in memory, which the memory engine loads', async () => {
    const database = await openFileDatabase();
    try {
      const cars = adsUrl({
        category_id: CATEGORY_IDS.carsAndVehicles,
        filtersAttributes: (await filtersOf(CATEGORY_IDS.carsAndVehicles)).slice(0, 1),
      });
      const fromPostgres = await statementsOf(database, async () => {
        const t = await createTestApp({ searchEngine: 'postgres' }, database);
        try {
          const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
          expect(ready.statusCode).toBe(200);
          const health = await get<{ search_index: string; search_engine: string }>(
            t,
            '/api/health',
          );
          expect(health.body.data).toMatchObject({
            search_index: 'ready',
            search_engine: 'postgres',
          });
          expect((await get<{ total: number }>(t, cars)).body.data.total).toBeGreaterThan(0);
          const search = await get<{ total: number }>(t, '/api/search?q=toyota');
          expect(search.body.data.total).toBeGreaterThan(0);
        } finally {
          await t.close();
        }
      });
      const readsCopy = (statement: string) => statement.includes('ad_filter_index_generation');
      expect(fromPostgres.length).toBeGreaterThan(3);
      expect(fromPostgres.filter(readsCopy)).toEqual([]);
      const fromMemory = await statementsOf(database, async () => {
        const t = await createEngineApp('memory', {}, database);
        await t.close();
      });
      expect(fromMemory.filter(readsCopy)).not.toEqual([]);
    } finally {
      await database.close();
    }
  });
});

/** The test command installs `rum` (scripts/ensure-rum.sh); global-setup.ts built the indexes. */
describe.runIf(process.env.DATABASE_URL)('the postgres engine on PostgreSQL', () => {
  it('reads a words search newest first from the RUM index', async () => {
    expect(await rumIndexesReady(database.db)).toBe(true);
    type Client = { query: (query: { text: string }, params?: unknown[]) => Promise<unknown> };
    const client = (database.db as unknown as { $client: Client }).$client;
    const query = client.query.bind(client);
    const sent: { text: string; params: unknown[] }[] = [];
    client.query = (config, params = []) => {
      sent.push({ text: config.text, params });
      return query(config, params);
    };
    // The seed's few ads are read whole (whole-matches.ts): in index order, as on many ads.
    const ordered = new PostgresSearchEngine(database.db, { readsWhole: () => false });
    try {
      const words = await ordered.termWords('toyota');
      if (!words) throw new Error('no words in toyota');
      const search = await ordered.search({ words, scope: undefined, page: 1, perPage: 2 });
      expect(search.total).toBeGreaterThan(2);
    } finally {
      Reflect.deleteProperty(client, 'query');
    }
    const newest = sent.find(({ text }) => text.includes('<=|'));
    if (!newest) throw new Error('no statement read ads newest first by RUM order');
    // Its values are in its text: planned as sent, as `explain` plans it (db/literal.ts).
    expect(newest.params).toEqual([]);
    // The seed's few ads cost less to sort than to read in order: without sorting, as on a table
    // of many (docs/decisions/0093-search-engine-interface.md), the RUM index gives the order.
    const session = database.newConnection();
    await session.connect();
    const { rows } = await session
      .query<{ 'QUERY PLAN': string }>('set enable_sort = off')
      .then(() => session.query<{ 'QUERY PLAN': string }>(`explain ${newest.text}`, newest.params))
      .finally(() => session.end());
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Index Scan using ads_title_newest_rum/);
    expect(plan).toMatch(/Order By: \(created_at <=\|/);
  });

  it("estimates from the planner's statistics how many live ads a condition holds", async () => {
    await database.db.execute(sql`analyze ads`);
    const live = await database.db.execute<{ total: number }>(
      sql`select count(*)::int as total from ads where status = 'active' and expires_at > now()`,
    );
    const total = live.rows[0]?.total ?? 0;
    const estimate = await estimatedAds(database.db, undefined);
    expect(estimate).toBeGreaterThan(total / 2);
    expect(estimate).toBeLessThan(total * 2);
  });
});
