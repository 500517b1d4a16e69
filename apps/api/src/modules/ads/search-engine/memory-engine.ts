import { COUNTED_TOTAL_MAX } from '@souq/contracts';
import type { Database } from '../../../db/client.ts';
import { scopeToken } from '../ad-filters.ts';
import type { AdIdPage } from '../ads.repository.ts';
import { hiddenTokens } from '../hidden-categories.ts';
import type { SyncedFilterIndex } from '../filter-index/index-sync.ts';
import type { TermWords } from '../text-match.ts';
import { PostgresSearchEngine } from './postgres-engine.ts';
import type { NarrowedListing, SearchEngine, TextSearch } from './search-engine.ts';

/**
 * Searches and filtered listings from each process's copy of `ad_filter_index` in memory
 * (`filter-index/`, docs/decisions/0061-filter-index-and-search-in-memory.md). The database
 * answers (`PostgresSearchEngine`) while the copy loads, when reading its changes fails, for what
 * the copy does not hold (a listing with words, a word its configurations do not make one prefix
 * of) and for a page past the matches counted (no page links there; the copy would keep and sort
 * every match before it). Words and their corrections always come from the database.
 */
export class MemorySearchEngine implements SearchEngine {
  readonly name = 'memory';
  private readonly database: PostgresSearchEngine;

  constructor(
    db: Database,
    /** The copy (`filterIndexOf`): the app watches its load. */
    readonly index: SyncedFilterIndex,
  ) {
    this.database = new PostgresSearchEngine(db);
  }

  get ready(): boolean {
    return this.index.isLoaded;
  }

  start(): void {
    this.database.start();
    this.index.start();
  }

  async search(search: TextSearch): Promise<AdIdPage> {
    const { scope, words, page, perPage } = search;
    const offset = (page - 1) * perPage;
    const prefixes = words.flatMap(({ prefixes }) => (prefixes ? [prefixes] : []));
    const index =
      offset < COUNTED_TOTAL_MAX && prefixes.length === words.length
        ? await this.index.current()
        : undefined;
    if (!index) return this.database.search(search);
    return index.search({
      scope: scope && scopeToken(scope),
      words: prefixes,
      offset,
      limit: perPage,
      countUpTo: COUNTED_TOTAL_MAX,
      nowUs: Date.now() * 1000,
      hidden: hiddenTokens(),
    });
  }

  async listing(listing: NarrowedListing): Promise<AdIdPage> {
    const { scope, filters, words, sort, page, perPage } = listing;
    const offset = (page - 1) * perPage;
    const fromIndex = scope && filters.length > 0 && !words && offset < COUNTED_TOTAL_MAX;
    const index = fromIndex ? await this.index.current() : undefined;
    if (!index || !scope) return this.database.listing(listing);
    return index.page({
      scope: scopeToken(scope),
      tests: filters,
      sort,
      offset,
      limit: perPage,
      countUpTo: COUNTED_TOTAL_MAX,
      nowUs: Date.now() * 1000,
      hidden: hiddenTokens(),
    });
  }

  termWords(term: string): Promise<TermWords | null> {
    return this.database.termWords(term);
  }

  corrected(words: TermWords): Promise<TermWords | null> {
    return this.database.corrected(words);
  }
}
