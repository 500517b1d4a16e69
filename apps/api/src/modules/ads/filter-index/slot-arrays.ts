/** Storage that doubles when full. */
export class Growing<T extends Int32Array | Float64Array> {
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

export const ints = (size = 16) => new Growing(new Int32Array(size));
export const floats = (size = 16) => new Growing(new Float64Array(size));

export const setBit = (bits: Uint32Array, slot: number) => {
  bits[slot >>> 5] = (bits[slot >>> 5] ?? 0) | (1 << (slot & 31));
};
export const hasBit = (bits: Uint32Array, slot: number) =>
  ((bits[slot >>> 5] ?? 0) & (1 << (slot & 31))) !== 0;

/** The set bits' positions among the first `words`, from the last down (or the first up). */
export function* setBits(bits: Uint32Array, words: number, descending: boolean): Generator<number> {
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
