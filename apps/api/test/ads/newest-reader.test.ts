import { describe, expect, it } from 'vitest';
import { rumIsCheaper } from '../../src/modules/ads/search-engine/newest-reader.ts';

describe("the postgres engine's choice between a RUM scan and a walk of the newest ads", () => {
  it('reads a rare word from RUM and a common one by walking the newest ads', () => {
    const page = { needed: 25, ads: 10_000_000 };
    // 850 matches in 10,000,000: the walk would test about 300,000 ads to fill a page.
    expect(rumIsCheaper({ ...page, matches: 850 })).toBe(true);
    // One ad in three matches: the walk fills the page within the first 75 ads.
    expect(rumIsCheaper({ ...page, matches: 3_300_000 })).toBe(false);
  });

  it('moves to the walk as a word gets commoner, later on a bigger site and a farther page', () => {
    // The last number of matches for which RUM is still chosen.
    const lastForRum = (ads: number, needed: number) => {
      let matches = 1;
      while (rumIsCheaper({ matches: matches + 1, ads, needed })) matches += 1;
      return matches;
    };
    expect(lastForRum(200_000, 25)).toBe(6_324);
    expect(lastForRum(1_000_000, 25)).toBeGreaterThan(lastForRum(200_000, 25));
    expect(lastForRum(1_000_000, 73)).toBeGreaterThan(lastForRum(1_000_000, 25));
  });
});
