import type { Envelope, FilterDefinition, Lang } from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../http/api-client';

/** The category's filters in the API (404 for an unknown category). */
export function filterOptionsPath(categoryId: number): string {
  const query = new URLSearchParams({ category_id: String(categoryId) });
  return `get_filter_options?${query.toString()}`;
}

async function getFilterOptions(
  lang: Lang,
  categoryId: number,
  signal: AbortSignal,
): Promise<FilterDefinition[]> {
  const path = filterOptionsPath(categoryId);
  const { data } = await apiGet<Envelope<FilterDefinition[]>>(path, { lang, signal });
  return data;
}

/** Filter names and choice labels are translated by the server: the language is in the key. */
export function filterOptionsQueryOptions(lang: Lang, categoryId: number) {
  return queryOptions({
    queryKey: ['filter-options', lang, categoryId],
    queryFn: ({ signal }) => getFilterOptions(lang, categoryId, signal),
  });
}
