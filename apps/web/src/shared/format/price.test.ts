import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('formatPrice', () => {
  it.each([
    [0, '0'],
    [5, '5'],
    [12.5, '12.5'],
    [12.345, '12.35'],
    [12.3, '12.3'],
    [999.99, '999.99'],
    [999.999, '1k'],
    [1000, '1k'],
    [1050, '1.1k'],
    [1500, '1.5k'],
    [25_000, '25k'],
    [999_940, '999.9k'],
    [999_960, '1M'],
    [1_000_000, '1M'],
    [1_250_000, '1.3M'],
    [3_000_000_000, '3B'],
    [1_234_567_890_123, '1234.6B'],
    [-1500, '-1.5k'],
  ])('%d → %s in English', (value, expected) => {
    expect(formatPrice(value, 'en')).toBe(expected);
  });

  it('uses the Arabic words for thousand, million and billion', () => {
    expect(formatPrice(1500, 'ar')).toBe('1.5 ألف');
    expect(formatPrice(2_000_000, 'ar')).toBe('2 مليون');
    expect(formatPrice(7_100_000_000, 'ar')).toBe('7.1 مليار');
    expect(formatPrice(950, 'ar')).toBe('950');
  });
});
