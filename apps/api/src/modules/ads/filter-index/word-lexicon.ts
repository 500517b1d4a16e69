/** New words kept unsorted (each prefix query reads them all) before they are merged in. */
const UNSORTED_MOST = 256;

/**
 * Every word the index has seen, for prefix queries: sorted (UTF-16 order, in which the words
 * of a prefix are one run), with the newest few apart until they are merged in.
 */
export class WordLexicon {
  private sorted: string[] = [];
  private unsorted: string[] = [];

  /** Adds a word it does not hold. */
  add(word: string): void {
    this.unsorted.push(word);
  }

  /** The words that begin with `prefix`. */
  withPrefix(prefix: string): string[] {
    if (this.unsorted.length > UNSORTED_MOST) this.merge();
    const found = this.unsorted.filter((word) => word.startsWith(prefix));
    for (let i = this.firstAtLeast(prefix); i < this.sorted.length; i += 1) {
      const word = this.sorted[i] ?? '';
      if (!word.startsWith(prefix)) break;
      found.push(word);
    }
    return found;
  }

  /** Where `word` would go in the sorted words. */
  private firstAtLeast(word: string): number {
    let [low, high] = [0, this.sorted.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.sorted[middle] ?? '') < word) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private merge(): void {
    const added = this.unsorted.sort();
    const merged: string[] = [];
    let [i, j] = [0, 0];
    while (i < this.sorted.length || j < added.length) {
      const a = this.sorted[i];
      const b = added[j];
      if (b === undefined || (a !== undefined && a < b)) {
        merged.push(a ?? '');
        i += 1;
      } else {
        merged.push(b);
        j += 1;
      }
    }
    this.sorted = merged;
    this.unsorted = [];
  }
}
