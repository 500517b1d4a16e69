import type {
  ConsoleCategoryFilters,
  ConsoleFilter,
  ConsoleFilterBody,
  Envelope,
  FilterOptionRemoveBody,
  Lang,
} from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../shared/http/api-client';
import { adminKeys } from '../api/keys';

const filtersPath = (categoryId: number) => `admin/categories/${String(categoryId)}/filters`;
const filterPath = (categoryId: number, filterId: number) =>
  `${filtersPath(categoryId)}/${String(filterId)}`;

/** `GET /admin/categories/{id}/filters` (admin only): the filters in order, with their usage. */
export function categoryFiltersQueryOptions(lang: Lang, categoryId: number) {
  return queryOptions({
    queryKey: adminKeys.of(lang, 'filters', categoryId),
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<ConsoleCategoryFilters>>(filtersPath(categoryId), { lang, signal }))
        .data,
  });
}

export function addFilter(
  categoryId: number,
  body: ConsoleFilterBody,
): Promise<Envelope<ConsoleFilter>> {
  return apiRequest(filtersPath(categoryId), { method: 'POST', body });
}

export function saveFilter(
  categoryId: number,
  filterId: number,
  body: ConsoleFilterBody,
): Promise<Envelope<ConsoleFilter>> {
  return apiRequest(filterPath(categoryId, filterId), { method: 'PUT', body });
}

export function reorderFilters(categoryId: number, ids: number[]): Promise<{ message?: string }> {
  return apiRequest(`${filtersPath(categoryId)}/order`, { method: 'PUT', body: { ids } });
}

/** Deletes a filter; `confirmed` once the admin was told how many ads answer it. */
export function removeFilter(
  categoryId: number,
  filterId: number,
  confirmed: boolean,
): Promise<{ message?: string }> {
  const query = confirmed ? '?confirm=true' : '';
  return apiRequest(`${filterPath(categoryId, filterId)}${query}`, { method: 'DELETE' });
}

export function removeOption(
  categoryId: number,
  filterId: number,
  body: FilterOptionRemoveBody,
): Promise<Envelope<ConsoleFilter>> {
  return apiRequest(`${filterPath(categoryId, filterId)}/options/remove`, {
    method: 'POST',
    body,
  });
}
