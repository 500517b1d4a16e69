// Popularity by Zipf's law: the k-th most popular of n things is drawn with a probability
// proportional to 1 / k^s (s = 1: the second half as often as the first, the tenth a tenth).
import type { Random } from './random.ts';

/** A draw of a rank among `n` (0 the most popular), with the seeded generator. */
export function zipfRanks(n: number, s: number, random: Random): () => number {
  if (!(n >= 1)) throw new Error('zipf of nothing');
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k += 1) {
    sum += 1 / (k + 1) ** s;
    cumulative[k] = sum;
  }
  return () => {
    const u = random.next() * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] ?? sum) > u) high = middle;
      else low = middle + 1;
    }
    return low;
  };
}
