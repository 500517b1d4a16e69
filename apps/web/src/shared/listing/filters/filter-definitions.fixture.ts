import type { FilterDefinition } from '@souq/contracts';

/** Filter definitions of one of each kind, for the filters' unit tests. */
export const brand: FilterDefinition = {
  id: 1,
  name: 'Brand',
  type: 'dropdown',
  values: ['Trek', 'Giant'],
};
export const extras: FilterDefinition = {
  id: 2,
  name: 'Equipment',
  type: 'multiselect',
  values: ['All', 'Lights', 'Rear rack', 'Mudguards'],
};
export const price: FilterDefinition = {
  id: 4,
  name: 'Price',
  type: 'range',
  values: [0, 500_000],
};
export const colour: FilterDefinition = { id: 5, name: 'Colour', type: 'text', values: [] };
