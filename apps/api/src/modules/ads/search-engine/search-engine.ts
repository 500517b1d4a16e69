import type { AdSort } from '@souq/contracts';
import type { FilterTest } from '../ad-filters.ts';
import type { AdIdPage } from '../ads.repository.ts';
import type { CategoryScope } from '../filters.repository.ts';
import type { TermWords } from '../text-match.ts';

/** The engines `SEARCH_ENGINE` chooses from (docs/decisions/0093-search-engine-interface.md). */
export const SEARCH_ENGINE_NAMES = ['memory', 'postgres'] as const;
export type SearchEngineName = (typeof SEARCH_ENGINE_NAMES)[number];

type Paging = { page: number; perPage: number };

/** `GET /search`: the ads whose words match, in a category or in all. */
export type TextSearch = Paging & {
  scope: CategoryScope | undefined;
  /** `SearchEngine.termWords` of the term. */
  words: TermWords;
};

/** A listing narrowed by filters, by words (`q`) or by both, in one of the listing orders. */
export type NarrowedListing = Paging & {
  scope: CategoryScope | undefined;
  /** The applied filters (`filterTests`). */
  filters: readonly FilterTest[];
  /** `SearchEngine.termWords` of `q`, when there is one. */
  words?: TermWords | undefined;
  sort: AdSort;
};

/**
 * Where searches and narrowed listings are answered: `memory` (a copy of `ad_filter_index` in
 * each process, `filter-index/`) or `postgres` (the database's own indexes, shared by every
 * process). Both give the same ads in the same order, the same counts and the same corrections.
 */
export interface SearchEngine {
  readonly name: SearchEngineName;
  /** Whether it answers from what it is meant to (the copy loaded): `/api/ready` waits for it. */
  readonly ready: boolean;
  /** Starts what it keeps up to date (the copy's load), once the server is ready. */
  start(): void;
  /**
   * Ads whose words match, ranked by where: titles first, then ads that only mention the words
   * in their description, newest first in each group, counted up to COUNTED_TOTAL_MAX.
   */
  search(search: TextSearch): Promise<AdIdPage>;
  /** A page of a narrowed listing in its order, and the total. */
  listing(listing: NarrowedListing): Promise<AdIdPage>;
  /** The words of a typed term, each with its prefixes (`wordsOfTerm`); null without a word. */
  termWords(term: string): Promise<TermWords | null>;
  /**
   * The words with the title words closest to each added (`correctedWords`), for a term that
   * found nothing; null when no word was widened.
   */
  corrected(words: TermWords): Promise<TermWords | null>;
}
