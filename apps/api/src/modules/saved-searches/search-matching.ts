import type { Lang } from '@souq/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adFilterIndex, ads, savedSearches } from '../../db/schema/index.ts';
import type { FilterTest } from '../ads/ad-filters.ts';
import { WordLexicon } from '../ads/filter-index/word-lexicon.ts';
import { liveInIndex } from '../ads/live-ad.ts';
import { inText, wordsQuery, type TermWords } from '../ads/text-match.ts';
import { adKeys } from './search-keys.ts';

/**
 * Which saved searches a new ad matches (docs/decisions/0111-saved-searches-matched-by-index.md):
 * the searches that may match are read by the index of their keys, then each is tested here as
 * the search engines test a listing.
 */

/** A live ad as the matching reads it: its row of `ad_filter_index`, its seller and titles. */
export type IndexedAd = {
  id: number;
  sellerId: number;
  titles: Record<Lang, string>;
  tokens: string[];
  numbers: Record<string, number>;
  titleWords: string[];
  descriptionWords: string[];
};

/** The ad as the matching reads it; undefined when it is not live (any more). */
export async function loadIndexedAd(db: Database, adId: number): Promise<IndexedAd | undefined> {
  const [row] = await db
    .select({
      id: adFilterIndex.adId,
      sellerId: ads.userId,
      titleEn: ads.titleEn,
      titleAr: ads.titleAr,
      tokens: adFilterIndex.tokens,
      numbers: adFilterIndex.numbers,
      titleWords: adFilterIndex.titleWords,
      descriptionWords: adFilterIndex.descriptionWords,
    })
    .from(adFilterIndex)
    .innerJoin(ads, eq(ads.id, adFilterIndex.adId))
    .where(and(eq(adFilterIndex.adId, adId), liveInIndex));
  if (!row) return undefined;
  const { titleEn, titleAr, ...ad } = row;
  return { ...ad, titles: { en: titleEn, ar: titleAr } };
}

/**
 * A search that may match: what the tests here read. `tests` is null for a search its key
 * decides (no words, and no filter but the choice its key holds): sharing the key is matching.
 */
export type CandidateSearch = { id: number; tests: FilterTest[] | null; words: TermWords | null };

const { tests, words } = savedSearches;
/** A search its key decides, whose tests are not sent (two candidates in five at scale). */
const decidedByKey = sql`(${words} is null and (${tests} = '[]'::jsonb
  or (jsonb_array_length(${tests}) = 1 and ${tests} -> 0 ->> 'kind' = 'anyToken')))`;

/**
 * The other users' searches that may match the ad: those sharing a key with it (`adKeys`), by
 * the GIN index of their keys. The keys are one parameter, not literals (db/literal.ts): seeing
 * hundreds of them, the planner expected a tenth of the table and read all of it, testing each
 * row against every key (600 ms at 100,000 searches, against 30 ms by the index).
 */
export function candidateSearches(db: Database, ad: IndexedAd): Promise<CandidateSearch[]> {
  return db
    .select({
      id: savedSearches.id,
      tests: sql<FilterTest[] | null>`case when ${decidedByKey} then null else ${tests} end`,
      words: sql<TermWords | null>`${words}`,
    })
    .from(savedSearches)
    .where(
      and(
        sql`${savedSearches.keyTokens} && ${sql.param(adKeys(ad))}::text[]`,
        ne(savedSearches.userId, ad.sellerId),
      ),
    )
    .execute();
}

/**
 * Tests searches against one ad as the engines test a listing (`testCondition` of ad-filters.ts
 * in the database, `slotTest` in memory): each filter, then the words, every one of them in
 * the title or every one in the description, a word matching a word of the ad that begins with
 * one of its prefixes (the memory engine's `WordLexicon`).
 */
export class AdTester {
  private readonly tokens: ReadonlySet<string>;
  private readonly titleWords = new WordLexicon();
  private readonly descriptionWords = new WordLexicon();

  constructor(private readonly ad: IndexedAd) {
    this.tokens = new Set(ad.tokens);
    for (const word of ad.titleWords) this.titleWords.add(word);
    for (const word of ad.descriptionWords) this.descriptionWords.add(word);
  }

  /**
   * Whether the search matches the ad; undefined when a word of it has no prefixes (not each
   * of its configurations made one), which only the database's text search can tell.
   */
  matches(search: CandidateSearch): boolean | undefined {
    if (search.tests === null) return true;
    if (!search.tests.every((test) => this.passes(test))) return false;
    if (!search.words) return true;
    const prefixes: string[][] = [];
    for (const { prefixes: ofWord } of search.words) {
      if (!ofWord) return undefined;
      prefixes.push(ofWord);
    }
    const hasAll = (lexicon: WordLexicon) =>
      prefixes.every((ofWord) => ofWord.some((prefix) => lexicon.withPrefix(prefix).length > 0));
    return hasAll(this.titleWords) || hasAll(this.descriptionWords);
  }

  private passes(test: FilterTest): boolean {
    switch (test.kind) {
      case 'anyToken':
        return test.tokens.some((token) => this.tokens.has(token));
      case 'range': {
        const value = this.ad.numbers[String(test.filterId)];
        if (value === undefined) return false;
        return (test.min === null || value >= test.min) && (test.max === null || value <= test.max);
      }
      case 'text': {
        const prefix = `${String(test.filterId)}:`;
        return this.ad.tokens.some(
          (token) =>
            token.startsWith(prefix) &&
            test.texts.some((text) => token.slice(prefix.length).includes(text)),
        );
      }
    }
  }
}

/** Whether the ad's title or description has the words, by the database's text search. */
async function hasWords(db: Database, adId: number, words: TermWords): Promise<boolean> {
  const query = wordsQuery(words);
  const [row] = await db
    .select({ found: sql<boolean>`${inText(query)}` })
    .from(ads)
    .where(eq(ads.id, adId));
  return row?.found === true;
}

/** The other users' searches the ad matches (their ids), and how many were tested. */
export async function matchingSearches(
  db: Database,
  ad: IndexedAd,
): Promise<{ ids: number[]; candidates: number }> {
  const tester = new AdTester(ad);
  const candidates = await candidateSearches(db, ad);
  const ids: number[] = [];
  for (const search of candidates) {
    const outcome = tester.matches(search);
    if (outcome ?? (search.words !== null && (await hasWords(db, ad.id, search.words)))) {
      ids.push(search.id);
    }
  }
  return { ids, candidates: candidates.length };
}
