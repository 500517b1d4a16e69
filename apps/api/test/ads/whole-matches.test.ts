import { describe, expect, it } from 'vitest';
import { wholeIsCheaper } from '../../src/modules/ads/search-engine/whole-matches.ts';

describe("the postgres engine's choice to read a search's matches whole", () => {
  it('reads a word nobody wrote whole, and counts a common one by walking the newest ads', () => {
    // The planner expects 1 % of the ads for words it has no statistics of (a misspelling).
    expect(wholeIsCheaper({ matches: 10_000, ads: 1_000_000 })).toBe(true);
    // One title in six: the walk counts 1,000 matches within the first 6,000 ads.
    expect(wholeIsCheaper({ matches: 175_000, ads: 1_000_000 })).toBe(false);
  });

  it('reads commoner words whole on a bigger site, where the walk goes further', () => {
    const lastWhole = (ads: number) => {
      let matches = 1;
      while (wholeIsCheaper({ matches: matches + 1, ads })) matches += 1;
      return matches;
    };
    expect(lastWhole(1_000_000)).toBe(31_622);
    expect(lastWhole(10_000_000)).toBe(99_999);
  });
});
