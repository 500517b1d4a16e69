import {
  AD_SORTS,
  CATEGORY_IDS,
  type AdsQuery,
  type FilterAttribute,
  type FilterDefinition,
  type Lang,
} from '@souq/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, openEmbeddedDatabase } from '../../src/db/client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { fileDatabaseUrl } from '../helpers/file-database.ts';
import { statementsOf } from '../helpers/query-count.ts';
import { createEngineApp } from '../helpers/search-engines.ts';
import { adsUrl, get } from './client.ts';

/** Issue 46: `SEARCH_ENGINE=memory|postgres`, the same answers from either. */
let memory: TestContext;
let postgres: TestContext;

beforeAll(async () => {
  memory = await createEngineApp('memory', { cacheAnswers: false });
  postgres = await createEngineApp('postgres', { cacheAnswers: false }, memory.database);
});
afterAll(async () => {
  await postgres.close();
  await memory.close();
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
});

describe('the postgres engine', () => {
  it('is ready at once and never reads the copy in memory, which the memory engine loads', async () => {
    const url = process.env.DATABASE_URL;
    const database = url
      ? await openDatabase({ url: await fileDatabaseUrl(url) })
      : await openEmbeddedDatabase({ snapshotFile: inject('pgliteSnapshot') });
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
