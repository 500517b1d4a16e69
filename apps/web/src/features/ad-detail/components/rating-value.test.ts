import { describe, expect, it } from 'vitest';
import { pointedRating, ratingAfterKey } from './rating-value';

const star = { left: 100, right: 140 };

describe('pointedRating', () => {
  it('takes the lower value on the start half of a star in LTR', () => {
    expect(pointedRating(4, 101, star, false)).toBe(3.5);
    expect(pointedRating(4, 119, star, false)).toBe(3.5);
    expect(pointedRating(4, 120, star, false)).toBe(4);
    expect(pointedRating(4, 139, star, false)).toBe(4);
  });

  it('mirrors in RTL: the right half is the lower half', () => {
    expect(pointedRating(4, 139, star, true)).toBe(3.5);
    expect(pointedRating(4, 121, star, true)).toBe(3.5);
    expect(pointedRating(4, 101, star, true)).toBe(4);
  });

  it('gives a half star on the first star', () => {
    expect(pointedRating(1, 105, star, false)).toBe(0.5);
  });
});

describe('ratingAfterKey', () => {
  it('moves by a half with the arrows, following the reading direction', () => {
    expect(ratingAfterKey(3, 'ArrowRight', false)).toBe(3.5);
    expect(ratingAfterKey(3, 'ArrowLeft', false)).toBe(2.5);
    expect(ratingAfterKey(3, 'ArrowLeft', true)).toBe(3.5);
    expect(ratingAfterKey(3, 'ArrowRight', true)).toBe(2.5);
    expect(ratingAfterKey(3, 'ArrowUp', true)).toBe(3.5);
    expect(ratingAfterKey(3, 'ArrowDown', false)).toBe(2.5);
  });

  it('stays between 0 and 5', () => {
    expect(ratingAfterKey(5, 'ArrowUp', false)).toBe(5);
    expect(ratingAfterKey(0, 'ArrowDown', false)).toBe(0);
    expect(ratingAfterKey(2.5, 'Home', false)).toBe(0);
    expect(ratingAfterKey(2.5, 'End', false)).toBe(5);
  });

  it('ignores other keys', () => {
    expect(ratingAfterKey(2, 'Enter', false)).toBeNull();
    expect(ratingAfterKey(2, 'a', false)).toBeNull();
  });
});
