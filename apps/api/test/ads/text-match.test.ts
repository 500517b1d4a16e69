import { describe, expect, it } from 'vitest';
import { fewestPrefixes } from '../../src/modules/ads/text-match.ts';

describe('fewestPrefixes', () => {
  it('keeps one prefix for a stem every configuration made', () => {
    expect(fewestPrefixes(["'plumb':*", "'plumb':*", "'plumb':*"])).toBe("'plumb':*");
  });

  it('drops a prefix that a shorter one already matches, and empty queries', () => {
    expect(fewestPrefixes(["'merced':*", "'mercedes':*", "'mercedes':*"])).toBe("'merced':*");
    expect(fewestPrefixes(['', "'for':*", "'for':*"])).toBe("'for':*");
    expect(fewestPrefixes(["'دراج':*", "'دراجه':*", "'دراجه':*"])).toBe("'دراج':*");
  });

  it('keeps prefixes that do not match one another, quotes included', () => {
    expect(fewestPrefixes(["'abc':*", "'abd':*"])).toBe("'abc':* | 'abd':*");
    expect(fewestPrefixes(["'it''s':*"])).toBe("'it''s':*");
  });

  it('gives up on anything but one prefix per configuration', () => {
    expect(fewestPrefixes(["'a' & 'b'", "'a':*"])).toBeNull();
    expect(fewestPrefixes(['', '', ''])).toBeNull();
  });
});
