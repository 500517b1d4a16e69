import { LANGUAGES, type Ad, type Lang } from '@souq/contracts';
import type { Database } from '../../db/client.ts';
import type { AnswerCache } from '../../shared/answer-cache.ts';
import { listedTag } from '../../shared/content-changes.ts';
import {
  AD_CARD_CACHE,
  cardTags,
  CATEGORY_SCOPE_CACHE,
  FILTER_DEFINITIONS_CACHE,
  LIVE_COUNT_CACHE,
} from './ad-cache.ts';
import { loadAdCards } from './ad-cards.repository.ts';
import { countAds, inScope } from './ads.repository.ts';
import {
  findCategoryScope,
  listFilterDefinitions,
  type CategoryScope,
  type FilterDefinitionRow,
} from './filters.repository.ts';
import type { SearchEngine } from './search-engine/search-engine.ts';

/**
 * Where the ad services read: the database, the search engine, and the cards and categories
 * through the cache.
 */
export type AdReads = {
  db: Database;
  /** Searches and narrowed listings (`SEARCH_ENGINE`). */
  search: SearchEngine;
  /** The cards of `ids` as a visitor sees them, in the order of `ids` (`loadAdCards`). */
  cards: (ids: number[], lang: Lang) => Promise<Ad[]>;
  /** The scope of a category; undefined for an unknown one (`findCategoryScope`). */
  scope: (categoryId: number) => Promise<CategoryScope | undefined>;
  /** The filters of a top-level category (`listFilterDefinitions`). */
  filters: (topCategoryId: number) => Promise<FilterDefinitionRow[]>;
  /** How many live ads a category holds, or the whole site without `scope` (`countAds`). */
  liveCount: (listed: { scope: CategoryScope | undefined }) => Promise<number>;
};

/**
 * The app's reads: a card is kept a few seconds once read, so the lists and searches that show
 * it meanwhile (mostly distinct, each sharing cards with many others) read only the cards they
 * lack; a category's place in the tree and its filters are kept until the catalogue changes, and
 * how many ads it lists until that changes (or for half a minute: ads expire meanwhile).
 */
export function cachedAdReads(db: Database, cache: AnswerCache, search: SearchEngine): AdReads {
  const cardsIn = Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      cache.defineMany({ ...AD_CARD_CACHE, tags: cardTags }, async (ids: number[]) => {
        const cards = await loadAdCards(db, ids, lang);
        return new Map(cards.map((card) => [card.id, card]));
      }),
    ]),
  ) as Record<Lang, (ids: readonly number[]) => Promise<Map<number, Ad>>>;
  const scope = cache.define(CATEGORY_SCOPE_CACHE, (categoryId: number) =>
    findCategoryScope(db, categoryId),
  );
  return {
    db,
    search,
    async cards(ids, lang) {
      if (ids.length === 0) return [];
      const byId = await cardsIn[lang](ids);
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    scope,
    filters: cache.define(FILTER_DEFINITIONS_CACHE, (topCategoryId: number) =>
      listFilterDefinitions(db, topCategoryId),
    ),
    liveCount: cache.define(
      { ...LIVE_COUNT_CACHE, tags: ({ scope }) => [scope ? listedTag(scope.id) : 'listed:any'] },
      ({ scope }: { scope: CategoryScope | undefined }) => countAds(db, scope && inScope(scope)),
    ),
  };
}
