import type { filterDefinitions } from '../schema/index.ts';
import { TEMPLATES } from './ads/templates.ts';
import type { FilterSeed } from './ads/types.ts';
import { categoryBySlug } from './categories.ts';
import { JOB_FILTERS } from './jobs/filters.ts';

export type FilterRow = typeof filterDefinitions.$inferInsert & { id: number };

/** Filter rows for every top-level category, and the id each filter got (ads link to it). */
export function buildFilters(): { rows: FilterRow[]; ids: Map<FilterSeed, number> } {
  const groups = [...TEMPLATES.map((t) => ({ slug: t.slug, filters: t.filters })), JOB_FILTERS];
  const rows: FilterRow[] = [];
  const ids = new Map<FilterSeed, number>();
  for (const group of groups) {
    const categoryId = categoryBySlug(group.slug).id;
    group.filters.forEach((filter, position) => {
      const id = rows.length + 1;
      ids.set(filter, id);
      rows.push({
        id,
        categoryId,
        nameEn: filter.en,
        nameAr: filter.ar,
        type: filter.type,
        values: filter.values,
        required: filter.required ?? false,
        isPrice: filter.isPrice ?? false,
        position,
      });
    });
  }
  return { rows, ids };
}
