/** The first `size` slots in an order, kept in a heap whose root is the last of them. */
export class TopSlots {
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
