import type { FilterDefinition } from '@souq/contracts';
import { describe, expect, it } from 'vitest';
import { appliedFromAddress, hasForeignLabels } from './address-filters';
import { toFilterAttributes, type FilterDraft } from './filter-state';
import { brand, colour, extras, price } from './filter-definitions.fixture';

const warranty: FilterDefinition = {
  id: 3,
  name: 'Warranty',
  type: 'boolean',
  values: ['All', 'Yes', 'No'],
};
const year: FilterDefinition = { id: 6, name: 'Year', type: 'range', values: [1990, 2026] };
const ALL = [brand, extras, warranty, price, colour, year];

const ARABIC = [
  { ...brand, name: 'الماركة', values: ['تريك', 'جاينت'] },
  { ...extras, name: 'التجهيزات', values: ['الكل', 'أضواء', 'حامل خلفي', 'واقيات طين'] },
  { ...warranty, name: 'كفالة', values: ['الكل', 'نعم', 'لا'] },
];

describe('appliedFromAddress', () => {
  it('rebuilds the modal state of what Apply sent, and sends it again unchanged', () => {
    const draft: FilterDraft = {
      1: 'Giant',
      2: ['Lights', 'Mudguards'],
      3: 'Yes',
      4: { min: '1000', max: '250,000' },
      5: 'red',
      6: { min: '2000', max: '2010' },
    };
    const sent = toFilterAttributes(ALL, draft).attributes;
    expect(appliedFromAddress(ALL, sent)).toEqual({ draft, attributes: sent });
  });

  it("takes the address's filters in the definitions' order", () => {
    const applied = appliedFromAddress(ALL, [
      { attribute_id: 5, value: 'red' },
      { attribute_id: 1, value: 'Trek' },
    ]);
    expect(applied.attributes.map((attribute) => attribute.attribute_id)).toEqual([1, 5]);
  });

  it('leaves out what the API would refuse or what narrows nothing', () => {
    const applied = appliedFromAddress(ALL, [
      // Not a filter of this category.
      { attribute_id: 99, value: 'x' },
      // A dropdown option it does not list; a yes/no filter with two values.
      { attribute_id: 1, value: 'Honda' },
      { attribute_id: 3, value: ['Yes', 'No'] },
      // Only the options the multiselect lists.
      { attribute_id: 2, value: ['Lights', 'Bell'] },
      // A range: not numbers, upside down, out of bounds, the whole span.
      { attribute_id: 4, value: ['cheap', '10'] },
      { attribute_id: 6, value: ['2010', '2000'] },
    ]);
    expect(applied).toEqual({
      draft: { 2: ['Lights'] },
      attributes: [{ attribute_id: 2, value: 'Lights' }],
    });
    expect(appliedFromAddress(ALL, [{ attribute_id: 4, value: ['0', '600000'] }])).toEqual({
      draft: {},
      attributes: [],
    });
    expect(appliedFromAddress(ALL, [{ attribute_id: 6, value: ['1990', '2026'] }])).toEqual({
      draft: {},
      attributes: [],
    });
    expect(appliedFromAddress(ALL, [{ attribute_id: 4, value: '10' }]).attributes).toEqual([]);
    expect(appliedFromAddress(ALL, [{ attribute_id: 5, value: ['a', 'b'] }]).attributes).toEqual(
      [],
    );
  });

  it('reads range numbers as the range texts write them', () => {
    const applied = appliedFromAddress(ALL, [{ attribute_id: 4, value: ['١٠٠٠', '25000'] }]);
    expect(applied).toEqual({
      draft: { 4: { min: '1000', max: '25,000' } },
      attributes: [{ attribute_id: 4, value: ['1000', '25000'] }],
    });
  });

  it("reads the other language's labels as this language's (same positions)", () => {
    const filters = [
      { attribute_id: 1, value: 'جاينت' },
      { attribute_id: 2, value: ['أضواء', 'واقيات طين'] },
      { attribute_id: 3, value: 'نعم' },
    ];
    expect(hasForeignLabels(ALL, filters)).toBe(true);
    expect(appliedFromAddress(ALL, filters, ARABIC)).toEqual({
      draft: { 1: 'Giant', 2: ['Lights', 'Mudguards'], 3: 'Yes' },
      attributes: [
        { attribute_id: 1, value: 'Giant' },
        { attribute_id: 2, value: ['Lights', 'Mudguards'] },
        { attribute_id: 3, value: 'Yes' },
      ],
    });
    // Without the other language, labels it does not list are left out.
    expect(appliedFromAddress(ALL, filters).attributes).toEqual([]);
  });
});

describe('hasForeignLabels', () => {
  it('is false when every choice is listed, whatever the ranges and texts hold', () => {
    expect(
      hasForeignLabels(ALL, [
        { attribute_id: 1, value: 'Trek' },
        { attribute_id: 2, value: ['All', 'Lights'] },
        { attribute_id: 4, value: ['1', '2'] },
        { attribute_id: 5, value: 'anything' },
        { attribute_id: 99, value: 'unknown filter' },
      ]),
    ).toBe(false);
  });
});
