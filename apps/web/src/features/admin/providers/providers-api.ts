import type { ConsoleProvider, Envelope, Lang, ProviderKind, ProviderState } from '@souq/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../shared/http/api-client';
import { adminKeys } from '../api/keys';

/**
 * `GET /admin/service-providers` (admin only): the providers as the public list ranks them, then
 * those taken off it, each with its state.
 */
export function providersQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: adminKeys.of(lang, 'service-providers'),
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<ConsoleProvider[]>>('admin/service-providers', { lang, signal })).data,
  });
}

export function setProviderState(
  kind: ProviderKind,
  id: number,
  state: ProviderState,
): Promise<Envelope<unknown>> {
  return apiRequest<Envelope<unknown>>(`admin/service-providers/${kind}/${String(id)}`, {
    method: 'PUT',
    body: { state },
  });
}

/** After a choice: the console's lists, and the public list of providers. */
export async function refreshProviders(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['service-providers'] }),
  ]);
}
