import type { AD_SORTS } from '@souq/contracts';
import type { FilterTest } from '../ad-filters.ts';
import type { IndexSlots } from './index-slots.ts';
import type { RangeNumbers } from './range-numbers.ts';
import { hasBit, setBits } from './slot-arrays.ts';
import { hiddenIds, matches, slotTest, type SlotTest } from './slot-tests.ts';
import type { TokenBits } from './token-bits.ts';
import { TopSlots } from './top-slots.ts';

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
  /** The hidden categories' tokens (`hiddenTokens`): their ads are not live. */
  hidden?: readonly string[] | undefined;
};

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
 * A filtered page (`MemoryFilterIndex.page`): its candidates from the narrowest of the token
 * lists and range runs, each tested against the rest and its expiry, the first of its order kept.
 */
export class FilterPages {
  /** A mark per slot, so that a slot read twice in one query (two of its tokens) counts once. */
  private seen = new Uint32Array(16);
  private stamp = 0;

  constructor(
    private readonly slots: IndexSlots,
    private readonly bits: TokenBits,
    private readonly numbers: RangeNumbers,
  ) {}

  /** The ids of a page of the matching ads in the query's order, and their count up to a cap. */
  page(query: IndexQuery): { ids: number[]; total: number } {
    const { slots } = this;
    const tests = [{ kind: 'anyToken' as const, tokens: [query.scope] }, ...query.tests].map(
      (test) => slotTest(slots, test),
    );
    const tokenSource = this.narrowestTokens(tests);
    const rangeSource = this.numbers.narrowest(tests);
    if (!tokenSource || tokenSource.size === 0) return { ids: [], total: 0 };
    if (this.seen.length < slots.adIds.length)
      this.seen = new Uint32Array(slots.adIds.items.length);
    this.stamp = (this.stamp + 1) >>> 0 || 1;
    const { key, descending } = SORTS[query.sort];
    const needed = query.offset + query.limit;
    const top = new TopSlots(needed, this.sortKeys(key), slots.adIds.items, descending);
    let total = 0;
    const hidden = hiddenIds(slots, query.hidden);
    const take = (slot: number, others: readonly SlotTest[]) => {
      if (!matches(slots, slot, others, query.nowUs, hidden)) return false;
      total += 1;
      top.offer(slot);
      return true;
    };
    const withoutSource = tests.filter((test) => test !== tokenSource.test);
    const displaced = slots.displacedSlots;
    if (rangeSource && rangeSource.size < Math.min(tokenSource.size, slots.tuning.longList)) {
      // A narrow range: its run, and the slots taken since its numbers were sorted.
      const { sorted, from, to } = rangeSource;
      for (let i = from; i < to; i += 1) take(sorted.slots[i] ?? 0, tests);
      for (let slot = sorted.slotsBefore; slot < slots.adIds.length; slot += 1) take(slot, tests);
    } else if (tokenSource.size > slots.tuning.longList) {
      // Long lists: the slots in all of them at once, as bits; then the ranges on those.
      const bits = this.bits.slotsWithTokens(tests);
      const ranges = tests.filter((test) => test.kind === 'range');
      if (key === 'created') {
        for (let d = 0; d < displaced.length; d += 1) {
          const slot = displaced.items[d] ?? 0;
          if (hasBit(bits, slot)) take(slot, ranges);
        }
      }
      let inOrder = 0;
      for (const slot of setBits(bits, (slots.adIds.length + 31) >>> 5, descending)) {
        if (key === 'created') {
          if (slots.displaced.items[slot] === 1 || !take(slot, ranges)) continue;
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
        if (slots.displaced.items[slot] === 1 || !take(slot, withoutSource)) continue;
        inOrder += 1;
        if (inOrder >= needed && total >= query.countUpTo) break;
      }
    } else {
      for (const id of tokenSource.test.ids) {
        const posting = slots.postings[id];
        if (!posting) continue;
        const items = posting.items;
        for (let p = 0; p < posting.length; p += 1) {
          const slot = items[p] ?? 0;
          if (this.seen[slot] === this.stamp) continue;
          this.seen[slot] = this.stamp;
          take(slot, withoutSource);
        }
      }
    }
    const ids = top
      .sorted()
      .slice(query.offset)
      .map((slot) => slots.adIds.items[slot] ?? 0);
    return { ids, total: Math.min(total, query.countUpTo) };
  }

  /** The token test whose lists hold the fewest slots, and that number. */
  private narrowestTokens(tests: readonly SlotTest[]) {
    let narrowest: { test: Extract<SlotTest, { kind: 'anyToken' }>; size: number } | undefined;
    for (const test of tests) {
      if (test.kind !== 'anyToken') continue;
      let size = 0;
      for (const id of test.ids) size += this.slots.postings[id]?.length ?? 0;
      if (!narrowest || size < narrowest.size) narrowest = { test, size };
    }
    return narrowest;
  }

  /**
   * The slots of the tokens' lists once each, from the last slot down (or the first up): their
   * date order but for displaced slots. One list is read as it is, more merged.
   */
  private *walk(ids: Int32Array, descending: boolean): Generator<number> {
    const lists = [...ids].flatMap((id) => this.slots.postings[id] ?? []);
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

  private sortKeys(key: SortKey): Float64Array {
    if (key === 'created') return this.slots.created.items;
    return key === 'price' ? this.slots.price.items : this.slots.views.items;
  }
}
