import { COUNTED_TOTAL_MAX, type AdFormInput, type Lang } from '@souq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresSearchEngine } from '../../src/modules/ads/search-engine/postgres-engine.ts';
import { wordsOfTerm } from '../../src/modules/ads/text-match.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { loadedIndex, memoryIndexes } from '../helpers/memory-indexes.ts';
import { call, carAttributes, carForm, newSeller, publish } from '../selling/selling-client.ts';
import { get, ids, LANGS, type AdPage } from './client.ts';

/** Issue 41, item 14: an ad is found by its attributes' labels in either language. */
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The ids that a term finds on every search path: the API, the database and the copy in memory. */
async function foundBy(term: string): Promise<number[]> {
  const words = await wordsOfTerm(t.database.db, term);
  if (!words) throw new Error(`no words in ${term}`);
  const paging = { page: 1, perPage: 10 };
  const fromDatabase = await new PostgresSearchEngine(t.database.db).search({
    scope: undefined,
    words,
    ...paging,
  });
  for (const synced of memoryIndexes(t.database.db)) {
    const index = await loadedIndex(synced);
    const fromMemory = index.search({
      words: words.map(({ prefixes }) => prefixes ?? []),
      offset: 0,
      limit: paging.perPage,
      countUpTo: COUNTED_TOTAL_MAX,
      nowUs: Date.now() * 1000,
    });
    expect(fromMemory, `${term} in memory`).toEqual(fromDatabase);
  }
  for (const lang of LANGS) {
    const { status, body } = await get<AdPage>(
      t,
      `/api/search?q=${encodeURIComponent(term)}`,
      lang,
    );
    expect(status).toBe(200);
    expect(ids(body.data.data), `${term} from the ${lang} site`).toEqual(fromDatabase.ids);
  }
  return fromDatabase.ids;
}

async function postedCar(lang: Lang, title: string, make: string) {
  const seller = await newSeller(t);
  const { named } = await carAttributes(t, seller.token);
  const makeId = String(named('Make').id);
  const form = await carForm(t, seller.token, title.length, { lang, title });
  const posted: AdFormInput = { ...form, attributes: { ...form.attributes, [makeId]: make } };
  const reply = await publish(t, seller.token, posted);
  expect(reply.status).toBe(201);
  return { seller, form: posted, makeId, id: reply.body.data.id };
}

describe('search by attribute labels', () => {
  it("finds an English-only ad by its make's Arabic and English labels, and follows edits", async () => {
    const { seller, form, makeId, id } = await postedCar(
      'en',
      'Family hatchback vorblix',
      'Toyota',
    );
    expect(await foundBy('تويوتا vorblix')).toEqual([id]);
    expect(await foundBy('toyota vorblix')).toEqual([id]);
    // Numbers (the year) name nothing: they are not words of the ad.
    expect(await foundBy('2019 vorblix')).toEqual([]);

    const edited = { ...form, attributes: { ...form.attributes, [makeId]: 'Kia' } };
    const reply = await call(t, 'PUT', `/api/selling/ads/${String(id)}`, seller.token, edited);
    expect(reply.status).toBe(200);
    expect(await foundBy('تويوتا vorblix')).toEqual([]);
    expect(await foundBy('كيا vorblix')).toEqual([id]);
    expect(await foundBy('kia vorblix')).toEqual([id]);
  });

  it("finds an Arabic-only ad by its make's English label", async () => {
    const { id } = await postedCar('ar', 'سيارة عائلية زنبرخت', 'Hyundai');
    expect(await foundBy('hyundai زنبرخت')).toEqual([id]);
    expect(await foundBy('هيونداي زنبرخت')).toEqual([id]);
  });
});
