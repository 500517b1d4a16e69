import type { Bilingual } from '../types.ts';
import type { AttributeSeed, FilterSeed } from './types.ts';

/** The option meaning 'all'; clients skip it in multiselect and boolean filters. */
export const ALL: Bilingual = { en: 'All', ar: 'الكل' };
export const YES: Bilingual = { en: 'Yes', ar: 'نعم' };
export const NO: Bilingual = { en: 'No', ar: 'لا' };
export const SYRIAN_POUND: Bilingual = { en: 'S.P', ar: 'ل.س' };
export const NEW: Bilingual = { en: 'New', ar: 'جديد' };
export const USED: Bilingual = { en: 'Used', ar: 'مستعمل' };

export const dropdown = (name: Bilingual, options: Bilingual[]): FilterSeed => ({
  ...name,
  type: 'dropdown',
  values: options,
});

export const multiselect = (name: Bilingual, options: Bilingual[]): FilterSeed => ({
  ...name,
  type: 'multiselect',
  values: [ALL, ...options],
});

export const boolean = (name: Bilingual): FilterSeed => ({
  ...name,
  type: 'boolean',
  values: [ALL, YES, NO],
});

export const range = (name: Bilingual, min: number, max: number): FilterSeed => ({
  ...name,
  type: 'range',
  values: [min, max],
});

export const text = (name: Bilingual): FilterSeed => ({ ...name, type: 'text', values: [] });

export const priceFilter = (max: number): FilterSeed => ({
  ...range({ en: 'Price', ar: 'السعر' }, 0, max),
  isPrice: true,
});

/** The filter, which a seller must answer when posting. */
export const required = (filter: FilterSeed): FilterSeed => ({ ...filter, required: true });

const names = (filter: FilterSeed): Bilingual => ({ en: filter.en, ar: filter.ar });

export const choice = (filter: FilterSeed, option: Bilingual): AttributeSeed => ({
  filter,
  name: names(filter),
  value: { en: option.en, ar: option.ar },
  numeric: null,
});

export const choices = (filter: FilterSeed, options: Bilingual[]): AttributeSeed => ({
  filter,
  name: names(filter),
  value: { en: options.map((o) => o.en), ar: options.map((o) => o.ar) },
  numeric: null,
});

export const yesNo = (filter: FilterSeed, yes: boolean): AttributeSeed =>
  choice(filter, yes ? YES : NO);

export const written = (filter: FilterSeed, value: Bilingual): AttributeSeed =>
  choice(filter, value);

export function formatNumber(value: number): string {
  return value.toLocaleString('en-US');
}

/** A range attribute: the number is what the filter compares, the text what is shown. */
export function amount(filter: FilterSeed, value: number, unit?: Bilingual): AttributeSeed {
  // Years and small counts read better without a thousands separator.
  const shown = value >= 10_000 ? formatNumber(value) : String(value);
  return {
    filter,
    name: names(filter),
    value: unit
      ? { en: `${shown} ${unit.en}`, ar: `${shown} ${unit.ar}` }
      : { en: shown, ar: shown },
    numeric: value,
  };
}

export const spec = (name: Bilingual, value: Bilingual): AttributeSeed => ({
  filter: null,
  name,
  value: { en: value.en, ar: value.ar },
  numeric: null,
});

/** Rounds to a step that looks typed by a person (a price of 12,500,000, 84,500 km). */
export function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/** The item at `index`, wrapping around: spreads drafts evenly over sub-categories. */
export function cycle<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('cycle over an empty list');
  return item;
}

/** Arabic counts: the dual and the plural forms differ ("يومين"، "3 أيام"، "12 يوماً"). */
export function arabicCount(
  n: number,
  one: string,
  two: string,
  few: string,
  many: string,
): string {
  if (n === 1) return one;
  if (n === 2) return two;
  return n <= 10 ? `${n} ${few}` : `${n} ${many}`;
}
