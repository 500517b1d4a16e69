import { describe, expect, it } from 'vitest';
import { filledShare, roundToHalf, starFill } from './stars';

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

  it('fills the five stars of an average after rounding', () => {
    expect(filledShare(3.8)).toBe(0.8);
    expect(filledShare(3.3)).toBe(0.7);
    expect(filledShare(0)).toBe(0);
    expect(filledShare(5)).toBe(1);
  });
});
