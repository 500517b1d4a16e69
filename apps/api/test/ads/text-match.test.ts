import { describe, expect, it } from 'vitest';
import { fewestPrefixes } from '../../src/modules/ads/text-match.ts';

describe('fewestPrefixes', () => {
  it('keeps one prefix for a stem every configuration made', () => {
    expect(fewestPrefixes(["'plumb':*", "'plumb':*", "'plumb':*"])).toEqual(['plumb']);
  });

  it('drops a prefix that a shorter one already matches, and empty queries', () => {
    expect(fewestPrefixes(["'merced':*", "'mercedes':*", "'mercedes':*"])).toEqual(['merced']);
    expect(fewestPrefixes(['', "'for':*", "'for':*"])).toEqual(['for']);
    expect(fewestPrefixes(["'دراج':*", "'دراجه':*", "'دراجه':*"])).toEqual(['دراج']);
  });

  it('keeps prefixes that do not match one another, quotes included', () => {
    expect(fewestPrefixes(["'abc':*", "'abd':*"])).toEqual(['abc', 'abd']);
    expect(fewestPrefixes(["'it''s':*"])).toEqual(["it's"]);
  });

  it('gives up on anything but one prefix per configuration', () => {
    expect(fewestPrefixes(["'a' & 'b'", "'a':*"])).toBeNull();
    expect(fewestPrefixes(['', '', ''])).toBeNull();
  });
});
