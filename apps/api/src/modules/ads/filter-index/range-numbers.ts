import type { IndexSlots } from './index-slots.ts';
import type { SlotTest } from './slot-tests.ts';
import { SortedNumbers } from './sorted-numbers.ts';

/** Slots whose numbers `sortNumbers` reads between two pauses. */
const NUMBERS_READ_AT_ONCE = 100_000;

/** Each range filter's numbers sorted, so that a narrow range gives a page its candidates. */
export class RangeNumbers {
  /** Each range filter's numbers sorted (`sortedNumbers`). */
  private sortedByFilter = new Map<number, SortedNumbers>();

  constructor(private readonly slots: IndexSlots) {}

  /** The range test whose run of sorted numbers (and slots taken since) is the shortest. */
  narrowest(tests: readonly SlotTest[]) {
    let narrowest: { sorted: SortedNumbers; from: number; to: number; size: number } | undefined;
    for (const test of tests) {
      if (test.kind !== 'range') continue;
      const sorted = this.sortedNumbers(test.filterId);
      const [from, to] = sorted.run(test.min, test.max);
      const size = to - from + this.slots.adIds.length - sorted.slotsBefore;
      if (!narrowest || size < narrowest.size) narrowest = { sorted, from, to, size };
    }
    return narrowest;
  }

  /**
   * Whether a range filter's numbers were never sorted, or many slots were taken since
   * (`sortNumbers`).
   */
  get wantsSort(): boolean {
    return [...this.slots.rangeFilters].some((filterId) => {
      const known = this.sortedByFilter.get(filterId);
      return (
        !known || this.slots.adIds.length - known.slotsBefore > this.slots.tuning.unsortedSlotsMost
      );
    });
  }

  /**
   * Sorts every range filter's numbers (once loaded, and again when `wantsSort`), pausing after
   * each chunk of slots read and each filter sorted, so that the thread is never held for long.
   * A page meanwhile uses the numbers sorted before, and tests the slots taken since one by one.
   */
  async sortNumbers(pause: () => Promise<void>): Promise<void> {
    const slotsBefore = this.slots.adIds.length;
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
    const { live, numberStart, numberCount, numberKeys, numberValues } = this.slots;
    for (let slot = from; slot < to; slot += 1) {
      if (live.items[slot] !== 1) continue;
      const start = numberStart.items[slot] ?? 0;
      const end = start + (numberCount.items[slot] ?? 0);
      for (let i = start; i < end; i += 1) {
        const filterId = numberKeys.items[i] ?? 0;
        let numbers = byFilter.get(filterId);
        if (!numbers) byFilter.set(filterId, (numbers = { values: [], slots: [] }));
        numbers.values.push(numberValues.items[i] ?? 0);
        numbers.slots.push(slot);
      }
    }
  }
}
