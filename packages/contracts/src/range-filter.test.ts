import { describe, expect, it } from 'vitest';
import { formatMessage } from './validation-messages.ts';
import {
  checkRange,
  clampToRange,
  parseRangeText,
  rangeBounds,
  sanitizeRangeText,
  type RangeIssue,
} from './range-filter.ts';

const PRICE = { min: 0, max: 500_000 };

function text(issue: RangeIssue | null, lang: 'ar' | 'en' = 'en'): string | null {
  return issue === null ? null : formatMessage(issue.key, lang, issue.params);
}

describe('rangeBounds', () => {
  it('reads the first value as the minimum and the second as the maximum', () => {
    expect(rangeBounds([1990, 2026])).toEqual({ min: 1990, max: 2026 });
    expect(rangeBounds(['5', '40'])).toEqual({ min: 5, max: 40 });
  });

  it('reads a single value as the maximum, with the default minimum', () => {
    expect(rangeBounds([300])).toEqual({ min: 0, max: 300 });
  });

  it('falls back to 0 and 1,000,000', () => {
    expect(rangeBounds([])).toEqual({ min: 0, max: 1_000_000 });
    expect(rangeBounds(['All'])).toEqual({ min: 0, max: 1_000_000 });
  });

  it('moves a minimum that is not below the maximum to the maximum minus 1, at least 0', () => {
    expect(rangeBounds([50, 50])).toEqual({ min: 49, max: 50 });
    expect(rangeBounds([80, 20])).toEqual({ min: 19, max: 20 });
    expect(rangeBounds([0, 0])).toEqual({ min: 0, max: 0 });
    expect(rangeBounds([5, 0.5])).toEqual({ min: 0, max: 0.5 });
  });
});

describe('sanitizeRangeText', () => {
  it('keeps digits, dots and commas only', () => {
    expect(sanitizeRangeText('12a,5b00.7 SP')).toBe('12,500.7');
    expect(sanitizeRangeText('-3e5')).toBe('35');
  });

  it('converts Arabic-Indic digits and the Arabic separators', () => {
    expect(sanitizeRangeText('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(sanitizeRangeText('۱۲۳')).toBe('123');
    expect(sanitizeRangeText('١٬٢٥٠٫٥')).toBe('1,250.5');
    expect(sanitizeRangeText('١،٠٠٠')).toBe('1,000');
  });
});

describe('parseRangeText', () => {
  it.each([
    ['250', 250],
    ['2.5', 2.5],
    ['.5', 0.5],
    ['7.', 7],
    ['1,250,000', 1_250_000],
    ['٢٥٠', 250],
    ['١٬٢٥٠٫٥', 1250.5],
    [' 42 ', 42],
  ])('reads %j as %d', (input, expected) => {
    expect(parseRangeText(input)).toBe(expected);
  });

  it('reads blank text as no limit', () => {
    expect(parseRangeText('')).toBeNull();
    expect(parseRangeText('  ')).toBeNull();
  });

  it.each(['.', ',', '1.2.3', '1,5', '12,34,567', 'abc', '12abc', '1..2'])(
    'reads %j as no number',
    (input) => {
      expect(parseRangeText(input)).toBeNaN();
    },
  );
});

describe('checkRange', () => {
  it('accepts a range inside the bounds and reads blank sides as the bounds', () => {
    expect(checkRange({ min: '1,000', max: '٢٠٠٠٠' }, PRICE)).toEqual({
      min: null,
      max: null,
      value: { min: 1000, max: 20_000 },
    });
    expect(checkRange({ min: '', max: '' }, PRICE).value).toEqual(PRICE);
    expect(checkRange({ min: '300', max: '300' }, PRICE).value).toEqual({ min: 300, max: 300 });
  });

  it('asks for a valid number', () => {
    const check = checkRange({ min: '1.2.3', max: ',' }, PRICE);
    expect(text(check.min)).toBe('Enter a valid number');
    expect(text(check.max, 'ar')).toBe('أدخل رقماً صحيحاً');
    expect(check.value).toBeNull();
  });

  it('refuses a value below the minimum bound', () => {
    const bounds = { min: 1990, max: 2026 };
    const check = checkRange({ min: '1980', max: '1985' }, bounds);
    expect(text(check.min)).toBe('The value must be greater than 1990');
    expect(text(check.max)).toBe('The value must be greater than 1990');
    expect(text(check.min, 'ar')).toBe('يجب أن تكون القيمة أكبر من 1990');
  });

  it('refuses a value above the maximum bound', () => {
    const check = checkRange({ min: '600000', max: '٧٠٠٠٠٠' }, PRICE);
    expect(text(check.min)).toBe('Must be less than 500000');
    expect(text(check.max)).toBe('Must be less than 500000');
    expect(text(check.max, 'ar')).toBe('يجب أن تكون أقل من 500000');
  });

  it('refuses a minimum above the maximum, on both sides', () => {
    const check = checkRange({ min: '4000', max: '3000' }, PRICE);
    expect(text(check.min)).toBe('Must be less than the maximum');
    expect(text(check.max)).toBe('Must be greater than the minimum');
    expect(text(check.min, 'ar')).toBe('يجب أن تكون أقل من الحد الأعلى');
    expect(text(check.max, 'ar')).toBe('يجب أن تكون أكبر من الحد الأدنى');
    expect(check.value).toBeNull();
  });

  it('compares a typed minimum with the maximum bound when the maximum is blank', () => {
    expect(checkRange({ min: '499999', max: '' }, PRICE).value).toEqual({
      min: 499_999,
      max: 500_000,
    });
  });

  it('reports only the side that is wrong', () => {
    const check = checkRange({ min: 'x', max: '100' }, PRICE);
    expect(check.min?.key).toBe('range_not_number');
    expect(check.max).toBeNull();
  });
});

describe('clampToRange', () => {
  it('keeps a value inside its limits', () => {
    expect(clampToRange(-5, 0, 10)).toBe(0);
    expect(clampToRange(15, 0, 10)).toBe(10);
    expect(clampToRange(7, 0, 10)).toBe(7);
  });
});
