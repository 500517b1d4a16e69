import type { FilterDefinition } from '@souq/contracts';
import { describe, expect, it } from 'vitest';
import { choiceOptions, groupDigits, initialRangeText, toFilterAttributes } from './filter-state';
import { brand, colour, extras, price } from './filter-definitions.fixture';

const warranty: FilterDefinition = {
  id: 3,
  name: 'كفالة',
  type: 'boolean',
  values: ['الكل', 'نعم', 'لا'],
};
const ALL = [brand, extras, warranty, price, colour];

describe('choiceOptions', () => {
  it("skips the 'all' option of multiselect and boolean filters, in both languages", () => {
    expect(choiceOptions(extras)).toEqual(['Lights', 'Rear rack', 'Mudguards']);
    expect(choiceOptions(warranty)).toEqual(['نعم', 'لا']);
  });

  it('keeps every option of a dropdown', () => {
    expect(choiceOptions(brand)).toEqual(['Trek', 'Giant']);
  });
});

describe('toFilterAttributes', () => {
  it('sends a scalar for one value, a list for several and [min, max] for a range', () => {
    const result = toFilterAttributes(ALL, {
      1: 'Giant',
      2: ['Lights', 'Mudguards'],
      3: 'نعم',
      4: { min: '1,000', max: '٢٠٠٠٠' },
      5: '  red ',
    });
    expect(result).toEqual({
      valid: true,
      attributes: [
        { attribute_id: 1, value: 'Giant' },
        { attribute_id: 2, value: ['Lights', 'Mudguards'] },
        { attribute_id: 3, value: 'نعم' },
        { attribute_id: 4, value: ['1000', '20000'] },
        { attribute_id: 5, value: 'red' },
      ],
    });
    expect(toFilterAttributes(ALL, { 2: ['Rear rack'] }).attributes).toEqual([
      { attribute_id: 2, value: 'Rear rack' },
    ]);
  });

  it('leaves out what selects nothing: blanks, empty lists and the whole range', () => {
    const result = toFilterAttributes(ALL, {
      1: '',
      2: [],
      4: initialRangeText({ min: 0, max: 500_000 }),
      5: '   ',
    });
    expect(result).toEqual({ valid: true, attributes: [] });
  });

  it('is not valid while a range has an error', () => {
    expect(toFilterAttributes(ALL, { 1: 'Trek', 4: { min: '9', max: '3' } })).toEqual({
      valid: false,
      attributes: [{ attribute_id: 1, value: 'Trek' }],
    });
  });
});

describe('groupDigits', () => {
  it("writes what Intl.NumberFormat writes in en-US with up to 2 decimals, grouping from 5 digits ('min2')", () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: 'min2' });
    const values = [0, 7, 999, 1000, 1990, 12_345.678, 1_250_000, 999_999.995, -4321.1, 0.05];
    for (let value = 1; value < 1e15; value *= 7.3) values.push(value, Math.floor(value));
    for (const value of values) expect(groupDigits(value), String(value)).toBe(intl.format(value));
  });

  it('writes years without a thousands separator (issue 16)', () => {
    expect(groupDigits(1990)).toBe('1990');
    expect(groupDigits(2026)).toBe('2026');
    expect(initialRangeText({ min: 1990, max: 2026 })).toEqual({ min: '1990', max: '2026' });
    expect(groupDigits(500_000)).toBe('500,000');
  });
});
