/**
 * The slots holding a number of one range filter, sorted by it, as they were when it was made
 * (`slotsBefore`: the slots taken since are not in it). A range is then a run of it.
 */
export class SortedNumbers {
  constructor(
    private readonly values: Float64Array,
    readonly slots: Int32Array,
    readonly slotsBefore: number,
  ) {}

  /** Sorts the (value, slot) pairs given. */
  static of(values: readonly number[], slots: readonly number[], slotsBefore: number) {
    const order = Int32Array.from(values.keys()).sort(
      (a, b) => (values[a] ?? 0) - (values[b] ?? 0),
    );
    return new SortedNumbers(
      Float64Array.from(order, (i) => values[i] ?? 0),
      Int32Array.from(order, (i) => slots[i] ?? 0),
      slotsBefore,
    );
  }

  /** The positions [from, to) of the numbers within [min, max]. */
  run(min: number, max: number): [number, number] {
    return [this.firstFrom(min, false), this.firstFrom(max, true)];
  }

  /** The first position whose number is at least `bound` (over it when `past`). */
  private firstFrom(bound: number, past: boolean): number {
    let low = 0;
    let high = this.values.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const value = this.values[middle] ?? 0;
      if (past ? value <= bound : value < bound) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
