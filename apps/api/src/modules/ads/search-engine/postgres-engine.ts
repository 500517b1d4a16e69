import type { Database } from '../../../db/client.ts';
import { testsCondition } from '../ad-filters.ts';
import { ORDERS } from '../ad-orders.ts';
import { pageOfAdIds, type AdIdPage, type AdListing } from '../ads.repository.ts';
import { correctedWords, inText, wordsOfTerm, wordsQuery, type TermWords } from '../text-match.ts';
import { filteredPageFromDatabase } from './postgres-filtered-page.ts';
import { searchAdIdsFromDatabase } from './postgres-search.ts';
import { rumIndexesReady } from './rum-indexes.ts';
import type { NarrowedListing, SearchEngine, TextSearch } from './search-engine.ts';

/**
 * Searches and narrowed listings from the database's own indexes (text, trigram and
 * `ad_filter_index`'s GIN), which every process shares: nothing is loaded, so a process is
 * ready at once and small whatever the number of ads. Searches read the RUM indexes when the
 * database has them (rum-indexes.ts), else GIN's.
 */
export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres';
  readonly ready = true;

  /** Whether the RUM indexes are there, read once (again after a failed read). */
  private rumIndexes: Promise<boolean> | undefined;

  constructor(private readonly db: Database) {}

  start(): void {
    void this.hasRumIndexes();
  }

  async search(search: TextSearch): Promise<AdIdPage> {
    return searchAdIdsFromDatabase(this.db, search, await this.hasRumIndexes());
  }

  private hasRumIndexes(): Promise<boolean> {
    this.rumIndexes ??= rumIndexesReady(this.db).catch(() => {
      this.rumIndexes = undefined;
      return false;
    });
    return this.rumIndexes;
  }

  listing({ scope, filters, words, sort, page, perPage }: NarrowedListing): Promise<AdIdPage> {
    const listing: AdListing = {
      scope,
      condition: words && inText(wordsQuery(words)),
      order: ORDERS[sort],
      sort,
      page,
      perPage,
    };
    if (filters.length === 0) return pageOfAdIds(this.db, listing);
    return filteredPageFromDatabase(this.db, listing, testsCondition(filters));
  }

  termWords(term: string): Promise<TermWords | null> {
    return wordsOfTerm(this.db, term);
  }

  corrected(words: TermWords): Promise<TermWords | null> {
    return correctedWords(this.db, words);
  }
}
