import type { ConsoleFilter, ConsoleFilterBody, FilterType } from '@souq/contracts';
import type { filterDefinitions, FilterOption } from '../../db/schema/catalog.ts';
import { isOptionList } from '../ads/filters.repository.ts';
import type { FilterUsage } from './filter-usage.repository.ts';

/** The option meaning 'all' (apps/api/src/db/seed/ads/kit.ts), which clients skip. */
const ALL_OPTION: FilterOption = { en: 'All', ar: 'الكل' };
/** The types whose stored options start with it, as the seed's do. */
const STARTS_WITH_ALL: readonly FilterType[] = ['multiselect', 'boolean'];

type FilterRow = typeof filterDefinitions.$inferSelect;
type StoredValues = FilterRow['values'];

/** The options an admin sees and edits: the stored ones without 'all'. */
export function optionsOf(values: StoredValues): FilterOption[] {
  if (values.length === 0 || !isOptionList(values)) return [];
  return values.filter((option) => option.en !== ALL_OPTION.en);
}

/** The `values` column of a filter as the site reads it. */
export function storedValues(
  body: Pick<ConsoleFilterBody, 'type' | 'min' | 'max'>,
  options: FilterOption[],
): StoredValues {
  if (body.type === 'range') return [body.min ?? 0, body.max ?? 0];
  if (body.type === 'text') return [];
  return STARTS_WITH_ALL.includes(body.type) ? [ALL_OPTION, ...options] : options;
}

/** A filter as the console (and its audit lines) show it. */
export function consoleFilterOf(row: FilterRow, usage: FilterUsage): ConsoleFilter {
  const used = usage.options.get(row.id);
  const range = row.type === 'range' && !isOptionList(row.values) ? row.values : [];
  return {
    id: row.id,
    category_id: row.categoryId,
    name_en: row.nameEn,
    name_ar: row.nameAr,
    type: row.type,
    options: optionsOf(row.values).map((option) => ({
      en: option.en,
      ar: option.ar,
      ads: used?.get(option.en) ?? 0,
    })),
    min: range.length === 2 ? (range[0] ?? null) : null,
    max: range.at(-1) ?? null,
    required: row.required,
    is_price: row.isPrice,
    position: row.position,
    ads: usage.answered.get(row.id) ?? 0,
  };
}
