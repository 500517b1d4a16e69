import { describe, expect, it } from 'vitest';
import type { FilterTest } from '../../src/modules/ads/ad-filters.ts';
import { adKeys, searchKeys } from '../../src/modules/saved-searches/search-keys.ts';
import { AdTester, type IndexedAd } from '../../src/modules/saved-searches/search-matching.ts';

/**
 * Issue 48: a saved search's keys meet those of every ad it matches, and the tests of the
 * candidates are the engines' (docs/decisions/0111-saved-searches-matched-by-index.md).
 */
const ad: IndexedAd = {
  id: 1,
  sellerId: 2,
  titles: { en: 'Toyota Corolla', ar: 'تويوتا كورولا' },
  tokens: ['c:8', 's:12', '1:used', '2:toyota', '10:dark blue'],
  numbers: { '4': 2015, '3': 9000 },
  titleWords: ['toyota', 'corolla', 'تويوتا'],
  descriptionWords: ['one', 'owner', 'servic'],
};

const makes = new Map([
  [1, 2],
  [2, 10],
]);
const choice = (tokens: string[]): FilterTest => ({ kind: 'anyToken', tokens });
const words = (...prefixes: (string[] | null)[]) =>
  prefixes.map((each, i) => ({ word: `word${String(i)}`, prefixes: each }));

describe('the keys', () => {
  it("key a search by its most selective choice, within its scope, and meet the ad's", () => {
    const keys = searchKeys(
      's:12',
      [choice(['1:used']), choice(['2:toyota', '2:kia'])],
      null,
      makes,
    );
    expect(keys).toEqual(['s:12|2:toyota', 's:12|2:kia']);
    expect(adKeys(ad)).toEqual(expect.arrayContaining(['s:12|2:toyota', 'c:8|1:used', '*']));
    expect(adKeys(ad)).not.toContain('s:13|2:toyota');
  });

  it("key a search without a choice by the start of a word's prefixes, else by its scope alone", () => {
    expect(searchKeys(null, [], words(['coroll', 'كورول']), makes)).toEqual(['*|w:cor', '*|w:كور']);
    // A prefix too short to be a key: another word's, or the scope.
    expect(searchKeys('c:8', [], words(['tv'], ['serv']), makes)).toEqual(['c:8|w:ser']);
    expect(searchKeys('c:8', [], words(['tv'], null), makes)).toEqual(['c:8']);
    expect(
      searchKeys('c:8', [{ kind: 'range', filterId: 4, min: 2010, max: null }], null, makes),
    ).toEqual(['c:8']);
    expect(adKeys(ad)).toEqual(expect.arrayContaining(['*|w:cor', 'c:8|w:ser', 'c:8', 's:12']));
  });
});

describe('the tests of a candidate', () => {
  const tester = new AdTester(ad);
  const search = (tests: FilterTest[], terms: ReturnType<typeof words> | null = null) => ({
    id: 1,
    tests,
    words: terms,
  });

  it("test ranges on the ad's numbers, bounds open or closed, and a text inside a filter's token", () => {
    const range = (min: number | null, max: number | null, filterId = 4): FilterTest => ({
      kind: 'range',
      filterId,
      min,
      max,
    });
    expect(tester.matches(search([range(2010, 2015)]))).toBe(true);
    expect(tester.matches(search([range(null, 2014)]))).toBe(false);
    expect(tester.matches(search([range(2016, null)]))).toBe(false);
    expect(tester.matches(search([range(1, null, 5)]))).toBe(false);
    expect(tester.matches(search([{ kind: 'text', filterId: 10, texts: ['blue'] }]))).toBe(true);
    expect(tester.matches(search([{ kind: 'text', filterId: 1, texts: ['blue'] }]))).toBe(false);
    expect(tester.matches(search([choice(['2:kia']), range(2010, null)]))).toBe(false);
  });

  it('find every word in the title, or every word in the description, not some in each', () => {
    expect(tester.matches(search([], words(['toyot'], ['coroll'])))).toBe(true);
    expect(tester.matches(search([], words(['own'], ['servic'])))).toBe(true);
    expect(tester.matches(search([], words(['toyot'], ['owner'])))).toBe(false);
    expect(tester.matches(search([], words(['kia', 'تويوت'])))).toBe(true);
  });

  it('leave to the database a word without prefixes, and decide a search its key decides', () => {
    expect(tester.matches(search([], words(['toyot'], null)))).toBeUndefined();
    expect(tester.matches({ id: 1, tests: null, words: null })).toBe(true);
  });
});
