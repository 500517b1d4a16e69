import type { Envelope, Lang, Store } from '@souq/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../../shared/http/api-client';

/** The id comes before the language so one key prefix holds the store in both. */
export const storeKeys = {
  anyLang: (id: number) => ['stores', id] as const,
  detail: (id: number, lang: Lang) => ['stores', id, lang] as const,
};

/** The store's address in the API. */
export const storePath = (id: number) => `stores/${String(id)}`;

/** `GET /stores/{id}`: the store in the page's language. */
export function storeQueryOptions(id: number, lang: Lang) {
  return queryOptions({
    queryKey: storeKeys.detail(id, lang),
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<Store>>(storePath(id), { lang, signal })).data,
  });
}

/** Writes a follow's answer into the cached store, in both languages. */
export function patchCachedStore(
  queryClient: QueryClient,
  id: number,
  patch: Pick<Store, 'is_following' | 'follower_number'>,
): void {
  queryClient.setQueriesData<Store>({ queryKey: storeKeys.anyLang(id) }, (store) =>
    store ? { ...store, ...patch } : store,
  );
}
