import { describe, expect, it } from 'vitest';
import { roundToHalf, starFill, starFills } from './stars';

describe('stars', () => {
  it.each([
    [0, 0],
    [0.24, 0],
    [0.25, 0.5],
    [3.74, 3.5],
    [3.75, 4],
    [4.9, 5],
    [5, 5],
  ])('rounds %d to %d', (value, expected) => {
    expect(roundToHalf(value)).toBe(expected);
  });

  it('fills a star fully at its index and half from half a star below', () => {
    expect(starFill(3, 3)).toBe('full');
    expect(starFill(2.5, 3)).toBe('half');
    expect(starFill(2.4, 3)).toBe('empty');
  });

  it('draws an average as five stars after rounding', () => {
    expect(starFills(3.8)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(3.3)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});
