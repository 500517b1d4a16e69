import type {
  CategoryDetail,
  Envelope,
  Lang,
  SavedSearch,
  SavedSearchChange,
} from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/http/api-client';
import { SAVED_SEARCHES_KEY } from '../../shared/saved-searches/saved-searches-api';

/** The user's saved searches, each with its count of new ads. */
export function savedSearchesQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: [...SAVED_SEARCHES_KEY, lang],
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<SavedSearch[]>>('saved-searches', { lang, signal })).data,
  });
}

/**
 * A category's name (a sub-category is not among the top-level categories every page has), in
 * the cache the category page keeps it in.
 */
export function categoryQueryOptions(lang: Lang, categoryId: number) {
  return queryOptions({
    queryKey: ['category', lang, categoryId],
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<CategoryDetail>>(`categories/${String(categoryId)}`, { lang, signal }))
        .data,
  });
}

export async function changeSavedSearch(
  id: number,
  change: SavedSearchChange,
): Promise<SavedSearch> {
  return (
    await apiRequest<Envelope<SavedSearch>>(`saved-searches/${String(id)}`, {
      method: 'PATCH',
      body: change,
    })
  ).data;
}

export async function deleteSavedSearch(id: number): Promise<void> {
  await apiRequest<unknown>(`saved-searches/${String(id)}`, { method: 'DELETE' });
}

/** Its new ads are seen: its count starts again from now. */
export async function markSavedSearchSeen(id: number): Promise<void> {
  await apiRequest<unknown>(`saved-searches/${String(id)}/seen`, { method: 'POST' });
}
