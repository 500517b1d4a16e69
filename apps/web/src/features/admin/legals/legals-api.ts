import type { ConsoleLegals, Envelope, Lang, LegalBody, LegalGroup } from '@souq/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../shared/http/api-client';
import { adminKeys } from '../api/keys';

/** `GET /admin/legals` (admin only): both groups, each with its questions in both languages. */
export function legalsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: adminKeys.of(lang, 'legals'),
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<ConsoleLegals>>('admin/legals', { lang, signal })).data,
  });
}

/** Adds a question (no id) or saves one. */
export function saveLegal(id: number | null, body: LegalBody): Promise<Envelope<unknown>> {
  return id === null
    ? apiRequest<Envelope<unknown>>('admin/legals', { method: 'POST', body })
    : apiRequest<Envelope<unknown>>(`admin/legals/${String(id)}`, { method: 'PUT', body });
}

export function removeLegal(id: number): Promise<Envelope<unknown>> {
  return apiRequest<Envelope<unknown>>(`admin/legals/${String(id)}`, { method: 'DELETE' });
}

/** A group's new order: every question of it, first to last. */
export function reorderLegals(group: LegalGroup, ids: number[]): Promise<Envelope<unknown>> {
  return apiRequest<Envelope<unknown>>('admin/legals/order', {
    method: 'PUT',
    body: { group, ids },
  });
}

/** After a change: the console's lists, and the legals page (`['legals', lang]`). */
export async function refreshLegals(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['legals'] }),
  ]);
}
