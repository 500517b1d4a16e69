import { FilterPages, type IndexQuery } from './filter-page.ts';
import { IndexSlots, TUNING, type IndexRow, type IndexTuning } from './index-slots.ts';
import { RangeNumbers } from './range-numbers.ts';
import { TokenBits } from './token-bits.ts';
import { WordSearch, type WordsQuery } from './word-search.ts';

export type { IndexQuery, IndexRow, IndexTuning, WordsQuery };

/**
 * `ad_filter_index` held in memory: each ad a slot of columns (its dates, price, views, its
 * tokens as sorted ids and its numbers), for each token the slots that have it (a long list
 * also as bits), and each range filter's numbers sorted. A filtered page takes its candidates
 * from the narrowest of these (the token lists ANDed as bits, a short list, or the run of a
 * narrow range), tests each against the rest and its expiry, and keeps the first of its order:
 * the database's plan without reading a page of rows, JSON or a regular expression per ad.
 *
 * Slots are laid out in date order (the load reads the ads so, and new ads come last), so the
 * newest and oldest pages, three in four, walk a token list from one end and stop once they
 * have the page and the count. An ad whose tokens or numbers change takes a new slot (its old
 * one dies), so that a token list never holds a slot twice; that slot is out of date order
 * ("displaced") and tested apart. A price, view count or expiry changes in place. Once dead and
 * displaced slots are too many, the index is loaded again (`wantsRelayout`).
 *
 * The slots and their updates are in `index-slots.ts`, the tests of one slot in
 * `slot-tests.ts`, the filtered pages in `filter-page.ts`, the word searches in
 * `word-search.ts`, the lists' bits in `token-bits.ts` and the ranges' numbers in
 * `range-numbers.ts`.
 */
export class MemoryFilterIndex {
  private readonly slots: IndexSlots;
  private readonly numbers: RangeNumbers;
  private readonly pages: FilterPages;
  private readonly words: WordSearch;

  constructor(tuning: IndexTuning = TUNING) {
    this.slots = new IndexSlots(tuning);
    const bits = new TokenBits(this.slots);
    this.numbers = new RangeNumbers(this.slots);
    this.pages = new FilterPages(this.slots, bits, this.numbers);
    this.words = new WordSearch(this.slots, bits);
  }

  /** The ads held. */
  get size(): number {
    return this.slots.size;
  }

  /** The slots taken, dead ones included. */
  get slotCount(): number {
    return this.slots.adIds.length;
  }

  /** Writes `row` over whatever the index held for its ad. */
  put(row: IndexRow): void {
    this.slots.put(row);
  }

  /** Takes the ad out (nothing when it is not in). */
  remove(adId: number): void {
    this.slots.remove(adId);
  }

  /** Whether the index should be loaded again, laid out afresh (`IndexSlots.wantsRelayout`). */
  get wantsRelayout(): boolean {
    return this.slots.wantsRelayout;
  }

  /** The ids of a page of the matching ads in the query's order, and their count up to a cap. */
  page(query: IndexQuery): { ids: number[]; total: number } {
    return this.pages.page(query);
  }

  /** A page of the ads whose words match, newest first, and their count up to a cap. */
  search(query: WordsQuery): { ids: number[]; total: number } {
    return this.words.search(query);
  }

  /** Whether a range filter's numbers were never sorted, or many slots were taken since. */
  get wantsSort(): boolean {
    return this.numbers.wantsSort;
  }

  /** Sorts every range filter's numbers, pausing so that the thread is never held for long. */
  sortNumbers(pause: () => Promise<void>): Promise<void> {
    return this.numbers.sortNumbers(pause);
  }
}
