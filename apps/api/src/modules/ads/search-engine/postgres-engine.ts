import type { Database } from '../../../db/client.ts';
import { testsCondition } from '../ad-filters.ts';
import { ORDERS } from '../ad-orders.ts';
import { pageOfAdIds, type AdIdPage, type AdListing } from '../ads.repository.ts';
import { correctedWords, inText, wordsOfTerm, wordsQuery, type TermWords } from '../text-match.ts';
import { filteredPageFromDatabase } from './postgres-filtered-page.ts';
import { searchAdIdsFromDatabase, type SearchReading } from './postgres-search.ts';
import { rumIndexesReady } from './rum-indexes.ts';
import { RumReadiness } from './rum-readiness.ts';
import type { NarrowedListing, SearchEngine, TextSearch } from './search-engine.ts';

/**
 * Searches and narrowed listings from the database's own indexes (text, trigram and
 * `ad_filter_index`'s GIN), which every process shares: nothing is loaded, so a process is
 * ready at once and small whatever the number of ads. Searches read the RUM indexes when the
 * database has them (rum-indexes.ts), else GIN's: indexes built after its start are taken up
 * within RUM_RECHECK_MS (rum-readiness.ts).
 */
export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres';
  readonly ready = true;

  private readonly rumIndexes: RumReadiness;
  private readonly readsWhole: SearchReading['readsWhole'];

  /** `readsWhole`: the planner's estimates decide (postgres-search.ts) unless a test says. */
  constructor(
    private readonly db: Database,
    {
      now = Date.now,
      readsWhole,
    }: { now?: () => number; readsWhole?: SearchReading['readsWhole'] } = {},
  ) {
    this.rumIndexes = new RumReadiness(() => rumIndexesReady(db), now);
    this.readsWhole = readsWhole;
  }

  start(): void {
    void this.rumIndexes.get();
  }

  async search(search: TextSearch): Promise<AdIdPage> {
    const rumIndexes = await this.rumIndexes.get();
    return searchAdIdsFromDatabase(this.db, search, { rumIndexes, readsWhole: this.readsWhole });
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
