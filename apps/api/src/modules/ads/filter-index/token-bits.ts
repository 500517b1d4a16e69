import type { IndexSlots } from './index-slots.ts';
import { setBit, type Growing } from './slot-arrays.ts';
import type { SlotTest } from './slot-tests.ts';

/** The slots of token lists as bits: kept for each long list, and ANDed for a page's tests. */
export class TokenBits {
  /** Bits of the slots of each long token list, brought up to date when read. */
  private tokenBits = new Map<number, { bits: Uint32Array; read: number }>();
  /** Reused by each query: the slots passing the token tests, and one test's. */
  private bitsAll = new Uint32Array(0);
  private bitsAny = new Uint32Array(0);

  constructor(private readonly slots: IndexSlots) {}

  /** The slots passing every token test, as bits (a buffer reused by the next query). */
  slotsWithTokens(tests: readonly SlotTest[]): Uint32Array {
    const { adIds } = this.slots;
    const words = (adIds.length + 31) >>> 5;
    if (this.bitsAll.length < words) {
      this.bitsAll = new Uint32Array((adIds.items.length + 31) >>> 5);
      this.bitsAny = new Uint32Array((adIds.items.length + 31) >>> 5);
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
    const posting = this.slots.postings[id];
    if (!posting) return;
    if (posting.length < this.slots.tuning.longList) {
      for (let p = 0; p < posting.length; p += 1) setBit(into, posting.items[p] ?? 0);
      return;
    }
    const bits = this.keptBits(id, posting);
    for (let w = 0; w < words; w += 1) into[w] = (into[w] ?? 0) | (bits[w] ?? 0);
  }

  /** The bits kept of a long list, brought up to date. */
  keptBits(id: number, posting: Growing<Int32Array>): Uint32Array {
    const { adIds } = this.slots;
    let kept = this.tokenBits.get(id);
    if (!kept || kept.bits.length < (adIds.length + 31) >>> 5) {
      const bits = new Uint32Array((adIds.items.length + 31) >>> 5);
      if (kept) bits.set(kept.bits);
      kept = { bits, read: kept?.read ?? 0 };
      this.tokenBits.set(id, kept);
    }
    // Lists only grow: the slots added since the last read.
    for (let p = kept.read; p < posting.length; p += 1) setBit(kept.bits, posting.items[p] ?? 0);
    kept.read = posting.length;
    return kept.bits;
  }
}
