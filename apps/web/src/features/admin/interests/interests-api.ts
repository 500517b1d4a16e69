import type { ConsoleInterest, Envelope, InterestBody, Lang } from '@souq/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../shared/http/api-client';
import { adminKeys } from '../api/keys';

/** `GET /admin/interests` (admin only): every interest in its order, with how many chose it. */
export function interestsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: adminKeys.of(lang, 'interests'),
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<ConsoleInterest[]>>('admin/interests', { lang, signal })).data,
  });
}

/** Adds an interest (no id) or renames one. */
export function saveInterest(id: number | null, body: InterestBody): Promise<Envelope<unknown>> {
  return id === null
    ? apiRequest<Envelope<unknown>>('admin/interests', { method: 'POST', body })
    : apiRequest<Envelope<unknown>>(`admin/interests/${String(id)}`, { method: 'PUT', body });
}

/** Deletes an interest; one that people chose only `confirmed` (else the API answers 409). */
export function removeInterest(id: number, confirmed: boolean): Promise<Envelope<unknown>> {
  const query = confirmed ? '?confirm=true' : '';
  return apiRequest<Envelope<unknown>>(`admin/interests/${String(id)}${query}`, {
    method: 'DELETE',
  });
}

export function reorderInterests(ids: number[]): Promise<Envelope<unknown>> {
  return apiRequest<Envelope<unknown>>('admin/interests/order', { method: 'PUT', body: { ids } });
}

/** After a change: the console's lists, and the interests registration and settings offer. */
export async function refreshInterests(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['tags'] }),
  ]);
}
