import { floats, ints, type Growing } from './slot-arrays.ts';
import { WordLexicon } from './word-lexicon.ts';

/** One `ad_filter_index` row, as `index-sync.ts` reads it (times in microseconds). */
export type IndexRow = {
  adId: number;
  createdUs: number;
  expiresUs: number;
  price: number;
  viewCount: number;
  tokens: readonly string[];
  numbers: Readonly<Record<string, number>>;
  /** The lexemes of the ad's title and of its description (as its text-search vectors hold them). */
  titleWords: readonly string[];
  descriptionWords: readonly string[];
};

/** How the index chooses (lowered by tests, to take every path on a small database). */
export type IndexTuning = {
  /** A token list longer than this is read as bits (docs/decisions/0061-filter-index-and-search-in-memory.md). */
  longList: number;
  /** Slots taken since a filter's numbers were sorted, tested one by one, before they are sorted again (in the background). */
  unsortedSlotsMost: number;
  /** Dead or displaced slots below this many never ask for a new layout (`wantsRelayout`). */
  relayoutAfter: number;
  /** Words of bits a search reads at once (32 slots each). */
  searchChunkWords: number;
};

export const TUNING: IndexTuning = {
  longList: 2048,
  unsortedSlotsMost: 2048,
  relayoutAfter: 1024,
  searchChunkWords: 2048,
};

/** The ids sorted, each once (in place). */
function sortedOnce(ids: Int32Array): Int32Array {
  ids.sort();
  let kept = 0;
  for (let i = 0; i < ids.length; i += 1) {
    if (i === 0 || ids[i] !== ids[i - 1]) ids[kept++] = ids[i] ?? 0;
  }
  return ids.subarray(0, kept);
}

/**
 * The slots of the index (`MemoryFilterIndex`) and how the rows fill them: each ad a slot of
 * columns (its dates, price, views, its tokens as sorted ids and its numbers), and for each
 * token the slots that have it. The queries read them (`filter-page.ts`, `word-search.ts`).
 */
export class IndexSlots {
  constructor(readonly tuning: IndexTuning) {}

  readonly adIds = ints();
  readonly created = floats();
  readonly expires = floats();
  readonly price = floats();
  readonly views = floats();
  readonly tokenStart = ints();
  /** A slot's filter tokens, then its words, each part sorted: a filter test reads the first. */
  readonly tokenCount = ints();
  readonly wordCount = ints();
  readonly numberStart = ints();
  readonly numberCount = ints();
  readonly live = ints();
  readonly displaced = ints();
  /** The slots put out of date order (see `MemoryFilterIndex`), dead ones included. */
  readonly displacedSlots = ints();
  private lastCreated = -Infinity;
  private lastAdId = -Infinity;
  readonly tokenPool = ints();
  readonly numberKeys = ints();
  readonly numberValues = floats();
  private readonly slotOfAd = new Map<number, number>();
  readonly tokenIds = new Map<string, number>();
  /** A title's words and a description's are tokens too, apart from the filters' and each other's. */
  readonly wordIds = { title: new Map<string, number>(), description: new Map<string, number>() };
  /** For each token id, its slots (dead ones included: each is tested). */
  readonly postings: Growing<Int32Array>[] = [];
  /** Token ids by the filter they belong to (the part before `:`), for text tests. */
  readonly tokensOfFilter = new Map<string, { id: number; label: string }[]>();
  private deadSlots = 0;
  /** The words of the titles and descriptions, for prefix queries. */
  readonly lexicon = new WordLexicon();
  /** The range filters any slot has a number of. */
  readonly rangeFilters = new Set<number>();

  /** The ads held. */
  get size(): number {
    return this.slotOfAd.size;
  }

  /** Writes `row` over whatever the index held for its ad. */
  put(row: IndexRow): void {
    const known = this.slotOfAd.get(row.adId);
    const { ids, filters } = this.tokenIdsOf(row);
    if (known !== undefined && this.sameFilters(known, row, ids, filters)) {
      this.expires.items[known] = row.expiresUs;
      this.price.items[known] = row.price;
      this.views.items[known] = row.viewCount;
      return;
    }
    this.remove(row.adId);
    const slot = this.adIds.push(row.adId);
    this.created.push(row.createdUs);
    this.expires.push(row.expiresUs);
    this.price.push(row.price);
    this.views.push(row.viewCount);
    this.live.push(1);
    const inOrder =
      row.createdUs > this.lastCreated ||
      (row.createdUs === this.lastCreated && row.adId > this.lastAdId);
    this.displaced.push(inOrder ? 0 : 1);
    if (inOrder) [this.lastCreated, this.lastAdId] = [row.createdUs, row.adId];
    else this.displacedSlots.push(slot);
    this.tokenStart.push(this.tokenPool.length);
    this.tokenCount.push(filters);
    this.wordCount.push(ids.length - filters);
    for (const id of ids) {
      this.tokenPool.push(id);
      this.postings[id]?.push(slot);
    }
    const numbers = Object.entries(row.numbers);
    this.numberStart.push(this.numberKeys.length);
    this.numberCount.push(numbers.length);
    for (const [key, value] of numbers) {
      this.rangeFilters.add(Number(key));
      this.numberKeys.push(Number(key));
      this.numberValues.push(value);
    }
    this.slotOfAd.set(row.adId, slot);
  }

  /** Whether the slot holds the row's date, tokens (`tokenIdsOf`) and numbers: what places it. */
  private sameFilters(slot: number, row: IndexRow, ids: Int32Array, filters: number): boolean {
    if (this.created.items[slot] !== row.createdUs) return false;
    if (this.tokenCount.items[slot] !== filters) return false;
    const tokenStart = this.tokenStart.items[slot] ?? 0;
    const heldIds = this.tokenPool.items.subarray(
      tokenStart,
      tokenStart + filters + (this.wordCount.items[slot] ?? 0),
    );
    if (heldIds.length !== ids.length || heldIds.some((id, i) => id !== ids[i])) return false;
    const numberStart = this.numberStart.items[slot] ?? 0;
    const numberCount = this.numberCount.items[slot] ?? 0;
    if (numberCount !== Object.keys(row.numbers).length) return false;
    for (let i = numberStart; i < numberStart + numberCount; i += 1) {
      if (row.numbers[String(this.numberKeys.items[i])] !== this.numberValues.items[i])
        return false;
    }
    return true;
  }

  /**
   * The ids of the row's filter tokens, then of its words, each part sorted and each id once
   * (new ones made); `filters` is the length of the first part.
   */
  private tokenIdsOf(row: IndexRow): { ids: Int32Array; filters: number } {
    const filters = sortedOnce(Int32Array.from(row.tokens, (token) => this.tokenId(token)));
    const words = sortedOnce(
      Int32Array.from([
        ...row.titleWords.map((word) => this.wordId('title', word)),
        ...row.descriptionWords.map((word) => this.wordId('description', word)),
      ]),
    );
    const ids = new Int32Array(filters.length + words.length);
    ids.set(filters);
    ids.set(words, filters.length);
    return { ids, filters: filters.length };
  }

  /** Takes the ad out (nothing when it is not in). */
  remove(adId: number): void {
    const slot = this.slotOfAd.get(adId);
    if (slot === undefined) return;
    this.slotOfAd.delete(adId);
    this.live.items[slot] = 0;
    this.deadSlots += 1;
  }

  private newToken(): number {
    this.postings.push(ints(4));
    return this.postings.length - 1;
  }

  private wordId(part: 'title' | 'description', word: string): number {
    let id = this.wordIds[part].get(word);
    if (id === undefined) {
      id = this.newToken();
      this.wordIds[part].set(word, id);
      const other = part === 'title' ? 'description' : 'title';
      if (!this.wordIds[other].has(word)) this.lexicon.add(word);
    }
    return id;
  }

  private tokenId(token: string): number {
    let id = this.tokenIds.get(token);
    if (id === undefined) {
      id = this.newToken();
      this.tokenIds.set(token, id);
      const colon = token.indexOf(':');
      const filter = token.slice(0, colon);
      const known = this.tokensOfFilter.get(filter) ?? [];
      known.push({ id, label: token.slice(colon + 1) });
      this.tokensOfFilter.set(filter, known);
    }
    return id;
  }

  /**
   * Whether the index should be loaded again, laid out afresh: dead slots are half of all, or
   * displaced ones (each tested on every date-ordered page) a twentieth of the ads.
   */
  get wantsRelayout(): boolean {
    const { relayoutAfter } = this.tuning;
    const dead = this.deadSlots;
    const displaced = this.displacedSlots.length;
    return (
      (dead > relayoutAfter && dead * 2 > this.adIds.length) ||
      (displaced > relayoutAfter && displaced * 20 > this.size)
    );
  }
}
