import type { AD_SORTS } from '@souq/contracts';
import type { FilterTest } from '../ad-filters.ts';
import { SortedNumbers } from './sorted-numbers.ts';
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

export type IndexQuery = {
  /** `c:{category}` or `s:{sub-category}` (`scopeToken`). */
  scope: string;
  tests: readonly FilterTest[];
  sort: (typeof AD_SORTS)[number];
  offset: number;
  limit: number;
  /** Counting stops there: the total is exact up to it. */
  countUpTo: number;
  nowUs: number;
};

/** A search of the ads' words, newest first: titles, then ads with the words in their description only. */
export type WordsQuery = {
  /** `scopeToken`, or none for every category. */
  scope?: string | undefined;
  /**
   * Each typed word's prefixes: an ad matches when every word has a prefix among its title's
   * words, or every word among its description's (as `@@` with `prefix:*` queries).
   */
  words: readonly (readonly string[])[];
  offset: number;
  limit: number;
  countUpTo: number;
  nowUs: number;
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

/** Storage that doubles when full. */
class Growing<T extends Int32Array | Float64Array> {
  length = 0;
  constructor(public items: T) {}

  push(value: number): number {
    if (this.length === this.items.length) {
      const larger = new (this.items.constructor as new (size: number) => T)(this.items.length * 2);
      larger.set(this.items);
      this.items = larger;
    }
    this.items[this.length] = value;
    return this.length++;
  }
}

const ints = (size = 16) => new Growing(new Int32Array(size));
const floats = (size = 16) => new Growing(new Float64Array(size));

/** How the index chooses (lowered by tests, to take every path on a small database). */
export type IndexTuning = {
  /** A token list longer than this is read as bits (a tenth of a millisecond for 1,000,000 slots). */
  longList: number;
  /** Slots taken since a filter's numbers were sorted, tested one by one, before they are sorted again (in the background). */
  unsortedSlotsMost: number;
  /** Dead or displaced slots below this many never ask for a new layout (`wantsRelayout`). */
  relayoutAfter: number;
  /** Words of bits a search reads at once (32 slots each). */
  searchChunkWords: number;
};

/** Slots whose numbers `sortNumbers` reads between two pauses. */
const NUMBERS_READ_AT_ONCE = 100_000;

const TUNING: IndexTuning = {
  longList: 2048,
  unsortedSlotsMost: 2048,
  relayoutAfter: 1024,
  searchChunkWords: 2048,
};

const setBit = (bits: Uint32Array, slot: number) => {
  bits[slot >>> 5] = (bits[slot >>> 5] ?? 0) | (1 << (slot & 31));
};
const hasBit = (bits: Uint32Array, slot: number) =>
  ((bits[slot >>> 5] ?? 0) & (1 << (slot & 31))) !== 0;

/** The set bits' positions among the first `words`, from the last down (or the first up). */
function* setBits(bits: Uint32Array, words: number, descending: boolean): Generator<number> {
  for (let i = 0; i < words; i += 1) {
    const w = descending ? words - 1 - i : i;
    let word = bits[w] ?? 0;
    while (word !== 0) {
      const bit = descending ? 31 - Math.clz32(word) : 31 - Math.clz32(word & -word);
      word &= ~(1 << bit);
      yield w * 32 + bit;
    }
  }
}

/** The sort key of each order, and whether it goes down (the ad id breaks ties the same way). */
type SortKey = 'created' | 'price' | 'views';
const SORTS: Record<(typeof AD_SORTS)[number], { key: SortKey; descending: boolean }> = {
  newest: { key: 'created', descending: true },
  oldest: { key: 'created', descending: false },
  price_asc: { key: 'price', descending: false },
  price_desc: { key: 'price', descending: true },
  most_viewed: { key: 'views', descending: true },
};

/**
 * What a test asks of one slot, its tokens made ids (sorted) once per query. Bits of a long
 * list are kept (`keptBits`); of a list of `words` (a search's), only when they take less memory
 * than the list itself (it holds over a 32nd of the slots), since words are many.
 */
type SlotTest =
  | { kind: 'anyToken'; ids: Int32Array; words?: boolean }
  | { kind: 'range'; filterId: number; min: number; max: number };

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
 */
export class MemoryFilterIndex {
  /** Chunks of bits reused by each search: its titles', its descriptions', and one test's. */
  private readonly chunkBits: [Uint32Array, Uint32Array, Uint32Array];

  constructor(private readonly tuning: IndexTuning = TUNING) {
    const chunk = () => new Uint32Array(tuning.searchChunkWords);
    this.chunkBits = [chunk(), chunk(), chunk()];
  }

  private adIds = ints();
  private created = floats();
  private expires = floats();
  private price = floats();
  private views = floats();
  private tokenStart = ints();
  /** A slot's filter tokens, then its words, each part sorted: a filter test reads the first. */
  private tokenCount = ints();
  private wordCount = ints();
  private numberStart = ints();
  private numberCount = ints();
  private live = ints();
  private displaced = ints();
  /** The slots put out of date order (see above), dead ones included. */
  private displacedSlots = ints();
  private lastCreated = -Infinity;
  private lastAdId = -Infinity;
  private tokenPool = ints();
  private numberKeys = ints();
  private numberValues = floats();
  private slotOfAd = new Map<number, number>();
  private tokenIds = new Map<string, number>();
  /** A title's words and a description's are tokens too, apart from the filters' and each other's. */
  private wordIds = { title: new Map<string, number>(), description: new Map<string, number>() };
  /** For each token id, its slots (dead ones included: each is tested). */
  private postings: Growing<Int32Array>[] = [];
  /** Token ids by the filter they belong to (the part before `:`), for text tests. */
  private tokensOfFilter = new Map<string, { id: number; label: string }[]>();
  private deadSlots = 0;
  /** A mark per slot, so that a slot read twice in one query (two of its tokens) counts once. */
  private seen = new Uint32Array(16);
  /** Bits of the slots of each long token list, brought up to date when read. */
  private tokenBits = new Map<number, { bits: Uint32Array; read: number }>();
  /** Reused by each query: the slots passing the token tests, and one test's. */
  private bitsAll = new Uint32Array(0);
  private bitsAny = new Uint32Array(0);
  /** The words of the titles and descriptions, for prefix queries. */
  private lexicon = new WordLexicon();
  /** The range filters any slot has a number of. */
  private rangeFilters = new Set<number>();
  /** Each range filter's numbers sorted (`sortedNumbers`). */
  private sortedByFilter = new Map<number, SortedNumbers>();
  private stamp = 0;

  /** The ads held. */
  get size(): number {
    return this.slotOfAd.size;
  }

  /** The slots taken, dead ones included. */
  get slotCount(): number {
    return this.adIds.length;
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

  /** The token ids a test accepts (sorted), or a range on the slot's numbers. */
  private slotTest(test: FilterTest): SlotTest {
    if (test.kind === 'range') {
      return {
        kind: 'range',
        filterId: test.filterId,
        min: test.min ?? -Infinity,
        max: test.max ?? Infinity,
      };
    }
    const ids =
      test.kind === 'anyToken'
        ? test.tokens.flatMap((token) => this.tokenIds.get(token) ?? [])
        : (this.tokensOfFilter.get(String(test.filterId)) ?? [])
            .filter(({ label }) => test.texts.some((text) => label.includes(text)))
            .map(({ id }) => id);
    return { kind: 'anyToken', ids: Int32Array.from(new Set(ids)).sort() };
  }

  /** Whether the slot holds one of `ids`, among its filter tokens or its `words`. */
  private hasAnyToken(slot: number, ids: Int32Array, words: boolean): boolean {
    const pool = this.tokenPool.items;
    const filters = this.tokenCount.items[slot] ?? 0;
    const start = (this.tokenStart.items[slot] ?? 0) + (words ? filters : 0);
    const end = start + (words ? (this.wordCount.items[slot] ?? 0) : filters);
    // Both sorted: one walk through the two.
    let i = start;
    let j = 0;
    while (i < end && j < ids.length) {
      const a = pool[i] ?? 0;
      const b = ids[j] ?? 0;
      if (a === b) return true;
      if (a < b) i += 1;
      else j += 1;
    }
    return false;
  }

  private inRange(slot: number, test: Extract<SlotTest, { kind: 'range' }>): boolean {
    const start = this.numberStart.items[slot] ?? 0;
    const end = start + (this.numberCount.items[slot] ?? 0);
    for (let i = start; i < end; i += 1) {
      if (this.numberKeys.items[i] === test.filterId) {
        const value = this.numberValues.items[i] ?? NaN;
        return value >= test.min && value <= test.max;
      }
    }
    return false;
  }

  /** The ids of a page of the matching ads in the query's order, and their count up to a cap. */
  page(query: IndexQuery): { ids: number[]; total: number } {
    const tests = [{ kind: 'anyToken' as const, tokens: [query.scope] }, ...query.tests].map(
      (test) => this.slotTest(test),
    );
    const tokenSource = this.narrowestTokens(tests);
    const rangeSource = this.narrowestRange(tests);
    if (!tokenSource || tokenSource.size === 0) return { ids: [], total: 0 };
    if (this.seen.length < this.adIds.length) this.seen = new Uint32Array(this.adIds.items.length);
    this.stamp = (this.stamp + 1) >>> 0 || 1;
    const { key, descending } = SORTS[query.sort];
    const needed = query.offset + query.limit;
    const top = new TopSlots(needed, this.sortKeys(key), this.adIds.items, descending);
    let total = 0;
    const take = (slot: number, others: readonly SlotTest[]) => {
      if (!this.matches(slot, others, query.nowUs)) return false;
      total += 1;
      top.offer(slot);
      return true;
    };
    const withoutSource = tests.filter((test) => test !== tokenSource.test);
    const displaced = this.displacedSlots;
    if (rangeSource && rangeSource.size < Math.min(tokenSource.size, this.tuning.longList)) {
      // A narrow range: its run, and the slots taken since its numbers were sorted.
      const { sorted, from, to } = rangeSource;
      for (let i = from; i < to; i += 1) take(sorted.slots[i] ?? 0, tests);
      for (let slot = sorted.slotsBefore; slot < this.adIds.length; slot += 1) take(slot, tests);
    } else if (tokenSource.size > this.tuning.longList) {
      // Long lists: the slots in all of them at once, as bits; then the ranges on those.
      const bits = this.slotsWithTokens(tests);
      const ranges = tests.filter((test) => test.kind === 'range');
      if (key === 'created') {
        for (let d = 0; d < displaced.length; d += 1) {
          const slot = displaced.items[d] ?? 0;
          if (hasBit(bits, slot)) take(slot, ranges);
        }
      }
      let inOrder = 0;
      for (const slot of setBits(bits, (this.adIds.length + 31) >>> 5, descending)) {
        if (key === 'created') {
          if (this.displaced.items[slot] === 1 || !take(slot, ranges)) continue;
          inOrder += 1;
          if (inOrder >= needed && total >= query.countUpTo) break;
        } else {
          take(slot, ranges);
        }
      }
    } else if (key === 'created') {
      // The displaced slots first, then the others in date order until the page and the count
      // are known: every later one comes after the page.
      for (let d = 0; d < displaced.length; d += 1) take(displaced.items[d] ?? 0, tests);
      let inOrder = 0;
      for (const slot of this.walk(tokenSource.test.ids, descending)) {
        if (this.displaced.items[slot] === 1 || !take(slot, withoutSource)) continue;
        inOrder += 1;
        if (inOrder >= needed && total >= query.countUpTo) break;
      }
    } else {
      for (const id of tokenSource.test.ids) {
        const posting = this.postings[id];
        if (!posting) continue;
        const slots = posting.items;
        for (let p = 0; p < posting.length; p += 1) {
          const slot = slots[p] ?? 0;
          if (this.seen[slot] === this.stamp) continue;
          this.seen[slot] = this.stamp;
          take(slot, withoutSource);
        }
      }
    }
    const ids = top
      .sorted()
      .slice(query.offset)
      .map((slot) => this.adIds.items[slot] ?? 0);
    return { ids, total: Math.min(total, query.countUpTo) };
  }

  /**
   * A page of the ads whose words match, newest first: those with every word in their title,
   * then those with every word in their description only; and their count up to a cap.
   *
   * The slots are read from the newest, a chunk at a time: in each, each word's title (or
   * description) lists are ORed as bits and the words ANDed, and the chunk walked from its
   * newest slot. Once the titles fill the page and the count is reached, every older slot comes
   * after the page, so a common word reads one chunk, not every slot.
   */
  search(query: WordsQuery): { ids: number[]; total: number } {
    const scope =
      query.scope === undefined ? [] : [this.slotTest({ kind: 'anyToken', tokens: [query.scope] })];
    const words = query.words.map((prefixes) => [
      ...new Set(prefixes.flatMap((prefix) => this.lexicon.withPrefix(prefix))),
    ]);
    const wordTests = (part: 'title' | 'description'): SlotTest[] =>
      words.map((matching) => ({
        kind: 'anyToken',
        ids: Int32Array.from(matching.flatMap((word) => this.wordIds[part].get(word) ?? [])).sort(),
        words: true,
      }));
    const inTitle = this.chunkReader([...scope, ...wordTests('title')]);
    const inDescription = this.chunkReader([...scope, ...wordTests('description')]);
    const { countUpTo, nowUs } = query;
    const needed = query.offset + query.limit;
    const titles = new TopSlots(needed, this.created.items, this.adIds.items, true);
    const others = new TopSlots(needed, this.created.items, this.adIds.items, true);
    let [total, titlesInOrder, othersInOrder] = [0, 0, 0];
    const displaced = this.displacedSlots;
    for (let d = 0; d < displaced.length; d += 1) {
      const slot = displaced.items[d] ?? 0;
      if (!this.matches(slot, [], nowUs)) continue;
      if (this.matches(slot, inTitle.tests, nowUs)) titles.offer(slot);
      else if (this.matches(slot, inDescription.tests, nowUs)) others.offer(slot);
      else continue;
      total += 1;
    }
    const [titleBits, descriptionBits] = this.chunkBits;
    const chunkWords = this.tuning.searchChunkWords;
    chunks: for (let high = (this.adIds.length + 31) >>> 5; high > 0; high -= chunkWords) {
      const low = Math.max(0, high - chunkWords);
      inTitle.read(low, high, titleBits);
      inDescription.read(low, high, descriptionBits);
      for (let w = high - 1; w >= low; w -= 1) {
        const titled = titleBits[w - low] ?? 0;
        let either = titled | (descriptionBits[w - low] ?? 0);
        while (either !== 0) {
          const bit = 31 - Math.clz32(either);
          either &= ~(1 << bit);
          const slot = w * 32 + bit;
          if (this.displaced.items[slot] === 1 || !this.matches(slot, [], nowUs)) continue;
          total += 1;
          if ((titled & (1 << bit)) !== 0) {
            if (titlesInOrder < needed) titles.offer(slot);
            titlesInOrder += 1;
          } else if (othersInOrder < needed) {
            others.offer(slot);
            othersInOrder += 1;
          }
          if (titlesInOrder >= needed && total >= countUpTo) break chunks;
        }
      }
    }
    const ids = [...titles.sorted(), ...others.sorted()]
      .slice(query.offset, needed)
      .map((slot) => this.adIds.items[slot] ?? 0);
    return { ids, total: Math.min(total, countUpTo) };
  }

  /**
   * Reads the slots passing every token test (a word's) chunk by chunk, from the newest: each
   * list from its end down (lists hold their slots in order), or from its kept bits.
   */
  private chunkReader(tests: SlotTest[]) {
    const lists = tests.map((test) =>
      test.kind === 'anyToken'
        ? [...test.ids].flatMap((id) => {
            const posting = this.postings[id];
            if (!posting || posting.length === 0) return [];
            const longList = test.words
              ? Math.max(this.tuning.longList, this.adIds.length / 32)
              : this.tuning.longList;
            const bits = posting.length >= longList ? this.keptBits(id, posting) : undefined;
            return [{ posting, bits, next: posting.length - 1 }];
          })
        : [],
    );
    return {
      tests,
      /** Sets `into` to the bits of the slots in words [low, high) that pass every test. */
      read: (low: number, high: number, into: Uint32Array) => {
        into.fill(0, 0, high - low);
        const scratch = this.chunkBits[2];
        lists.forEach((testLists, t) => {
          const target = t === 0 ? into : scratch;
          if (t > 0) target.fill(0, 0, high - low);
          for (const list of testLists) {
            if (list.bits) {
              for (let w = low; w < high; w += 1) {
                target[w - low] = (target[w - low] ?? 0) | (list.bits[w] ?? 0);
              }
              continue;
            }
            const slots = list.posting.items;
            const first = low * 32;
            for (; list.next >= 0 && (slots[list.next] ?? 0) >= first; list.next -= 1) {
              setBit(target, (slots[list.next] ?? 0) - first);
            }
          }
          if (t === 0) return;
          for (let w = 0; w < high - low; w += 1) into[w] = (into[w] ?? 0) & (scratch[w] ?? 0);
        });
      },
    };
  }

  /** The slots passing every token test, as bits (a buffer reused by the next query). */
  private slotsWithTokens(tests: readonly SlotTest[]): Uint32Array {
    const words = (this.adIds.length + 31) >>> 5;
    if (this.bitsAll.length < words) {
      this.bitsAll = new Uint32Array((this.adIds.items.length + 31) >>> 5);
      this.bitsAny = new Uint32Array((this.adIds.items.length + 31) >>> 5);
    }
    const [all, any] = [this.bitsAll, this.bitsAny];
    let first = true;
    for (const test of tests) {
      if (test.kind !== 'anyToken') continue;
      const into = first ? all : any;
      into.fill(0, 0, words);
      for (const id of test.ids) this.orTokenInto(into, id, words);
      if (!first) for (let w = 0; w < words; w += 1) all[w] = (all[w] ?? 0) & (any[w] ?? 0);
      first = false;
    }
    return all;
  }

  /** Sets the bits of the token's slots: from bits kept for a long list, else from the list. */
  private orTokenInto(into: Uint32Array, id: number, words: number): void {
    const posting = this.postings[id];
    if (!posting) return;
    if (posting.length < this.tuning.longList) {
      for (let p = 0; p < posting.length; p += 1) setBit(into, posting.items[p] ?? 0);
      return;
    }
    const bits = this.keptBits(id, posting);
    for (let w = 0; w < words; w += 1) into[w] = (into[w] ?? 0) | (bits[w] ?? 0);
  }

  /** The bits kept of a long list, brought up to date. */
  private keptBits(id: number, posting: Growing<Int32Array>): Uint32Array {
    let kept = this.tokenBits.get(id);
    if (!kept || kept.bits.length < (this.adIds.length + 31) >>> 5) {
      const bits = new Uint32Array((this.adIds.items.length + 31) >>> 5);
      if (kept) bits.set(kept.bits);
      kept = { bits, read: kept?.read ?? 0 };
      this.tokenBits.set(id, kept);
    }
    // Lists only grow: the slots added since the last read.
    for (let p = kept.read; p < posting.length; p += 1) setBit(kept.bits, posting.items[p] ?? 0);
    kept.read = posting.length;
    return kept.bits;
  }

  /** The token test whose lists hold the fewest slots, and that number. */
  private narrowestTokens(tests: readonly SlotTest[]) {
    let narrowest: { test: Extract<SlotTest, { kind: 'anyToken' }>; size: number } | undefined;
    for (const test of tests) {
      if (test.kind !== 'anyToken') continue;
      let size = 0;
      for (const id of test.ids) size += this.postings[id]?.length ?? 0;
      if (!narrowest || size < narrowest.size) narrowest = { test, size };
    }
    return narrowest;
  }

  /** The range test whose run of sorted numbers (and slots taken since) is the shortest. */
  private narrowestRange(tests: readonly SlotTest[]) {
    let narrowest: { sorted: SortedNumbers; from: number; to: number; size: number } | undefined;
    for (const test of tests) {
      if (test.kind !== 'range') continue;
      const sorted = this.sortedNumbers(test.filterId);
      const [from, to] = sorted.run(test.min, test.max);
      const size = to - from + this.adIds.length - sorted.slotsBefore;
      if (!narrowest || size < narrowest.size) narrowest = { sorted, from, to, size };
    }
    return narrowest;
  }

  /**
   * Whether a range filter's numbers were never sorted, or many slots were taken since
   * (`sortNumbers`).
   */
  get wantsSort(): boolean {
    return [...this.rangeFilters].some((filterId) => {
      const known = this.sortedByFilter.get(filterId);
      return !known || this.adIds.length - known.slotsBefore > this.tuning.unsortedSlotsMost;
    });
  }

  /**
   * Sorts every range filter's numbers (once loaded, and again when `wantsSort`), pausing after
   * each chunk of slots read and each filter sorted, so that the thread is never held for long.
   * A page meanwhile uses the numbers sorted before, and tests the slots taken since one by one.
   */
  async sortNumbers(pause: () => Promise<void>): Promise<void> {
    const slotsBefore = this.adIds.length;
    const byFilter = new Map<number, { values: number[]; slots: number[] }>();
    for (let from = 0; from < slotsBefore; from += NUMBERS_READ_AT_ONCE) {
      this.readNumbers(byFilter, from, Math.min(slotsBefore, from + NUMBERS_READ_AT_ONCE));
      await pause();
    }
    for (const [filterId, { values, slots }] of byFilter) {
      this.sortedByFilter.set(filterId, SortedNumbers.of(values, slots, slotsBefore));
      await pause();
    }
  }

  /**
   * A range filter's numbers as last sorted; none sorted yet, every slot is one taken since.
   * Never sorted here: a page must not hold the thread for it.
   */
  private sortedNumbers(filterId: number): SortedNumbers {
    return this.sortedByFilter.get(filterId) ?? SortedNumbers.of([], [], 0);
  }

  /** Adds the numbers of the live slots in [from, to) to `byFilter`. */
  private readNumbers(
    byFilter: Map<number, { values: number[]; slots: number[] }>,
    from: number,
    to: number,
  ): void {
    for (let slot = from; slot < to; slot += 1) {
      if (this.live.items[slot] !== 1) continue;
      const start = this.numberStart.items[slot] ?? 0;
      const end = start + (this.numberCount.items[slot] ?? 0);
      for (let i = start; i < end; i += 1) {
        const filterId = this.numberKeys.items[i] ?? 0;
        let numbers = byFilter.get(filterId);
        if (!numbers) byFilter.set(filterId, (numbers = { values: [], slots: [] }));
        numbers.values.push(this.numberValues.items[i] ?? 0);
        numbers.slots.push(slot);
      }
    }
  }

  /**
   * The slots of the tokens' lists once each, from the last slot down (or the first up): their
   * date order but for displaced slots. One list is read as it is, more merged.
   */
  private *walk(ids: Int32Array, descending: boolean): Generator<number> {
    const lists = [...ids].flatMap((id) => this.postings[id] ?? []);
    const at = lists.map((list) => (descending ? list.length - 1 : 0));
    const step = descending ? -1 : 1;
    for (;;) {
      let best = -1;
      let bestSlot = descending ? -1 : Infinity;
      lists.forEach((list, l) => {
        const i = at[l] ?? 0;
        if (i < 0 || i >= list.length) return;
        const slot = list.items[i] ?? 0;
        if (descending ? slot > bestSlot : slot < bestSlot) [best, bestSlot] = [l, slot];
      });
      if (best < 0) return;
      // The same slot in another list (an ad with two of the chosen options) moves on too.
      lists.forEach((list, l) => {
        if (list.items[at[l] ?? 0] === bestSlot) at[l] = (at[l] ?? 0) + step;
      });
      yield bestSlot;
    }
  }

  private matches(slot: number, tests: readonly SlotTest[], nowUs: number): boolean {
    if (this.live.items[slot] !== 1 || (this.expires.items[slot] ?? 0) <= nowUs) return false;
    for (const test of tests) {
      const passed =
        test.kind === 'range'
          ? this.inRange(slot, test)
          : this.hasAnyToken(slot, test.ids, test.words === true);
      if (!passed) return false;
    }
    return true;
  }

  private sortKeys(key: SortKey): Float64Array {
    if (key === 'created') return this.created.items;
    return key === 'price' ? this.price.items : this.views.items;
  }
}

/** The first `size` slots in an order, kept in a heap whose root is the last of them. */
class TopSlots {
  private heap: number[] = [];

  constructor(
    private readonly size: number,
    private readonly keys: Float64Array,
    private readonly ids: Int32Array,
    private readonly descending: boolean,
  ) {}

  /** Whether slot `a` comes before slot `b` in the order (the ad id breaks ties). */
  private before(a: number, b: number): boolean {
    const ka = this.keys[a] ?? 0;
    const kb = this.keys[b] ?? 0;
    if (ka !== kb) return this.descending ? ka > kb : ka < kb;
    const ia = this.ids[a] ?? 0;
    const ib = this.ids[b] ?? 0;
    return this.descending ? ia > ib : ia < ib;
  }

  offer(slot: number): void {
    const heap = this.heap;
    if (heap.length < this.size) {
      heap.push(slot);
      this.up(heap.length - 1);
    } else if (this.size > 0 && this.before(slot, heap[0] ?? 0)) {
      heap[0] = slot;
      this.down(0);
    }
  }

  sorted(): number[] {
    return [...this.heap].sort((a, b) => (this.before(a, b) ? -1 : 1));
  }

  private up(index: number): void {
    const heap = this.heap;
    let i = index;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      // The root is the one that comes last.
      if (!this.before(heap[parent] ?? 0, heap[i] ?? 0)) break;
      [heap[parent], heap[i]] = [heap[i] ?? 0, heap[parent] ?? 0];
      i = parent;
    }
  }

  private down(index: number): void {
    const heap = this.heap;
    let i = index;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let last = i;
      if (left < heap.length && this.before(heap[last] ?? 0, heap[left] ?? 0)) last = left;
      if (right < heap.length && this.before(heap[last] ?? 0, heap[right] ?? 0)) last = right;
      if (last === i) return;
      [heap[last], heap[i]] = [heap[i] ?? 0, heap[last] ?? 0];
      i = last;
    }
  }
}
