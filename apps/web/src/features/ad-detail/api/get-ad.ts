import type { AdDetail, Envelope, Lang } from '@souq/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../shared/http/api-client';

/** Under `ads` like every ad query; the id comes before the language so one key prefix holds both. */
export const adDetailKeys = {
  anyLang: (id: number) => ['ads', 'detail', id] as const,
  detail: (id: number, lang: Lang) => ['ads', 'detail', id, lang] as const,
};

/** The ad's address in the API. */
export const adPath = (id: number) => `ads/${String(id)}`;

/** `GET /ads/{id}`: the ad in the page's language (its view is counted by use-view-beacon.ts). */
export function adDetailQueryOptions(id: number, lang: Lang) {
  return queryOptions({
    queryKey: adDetailKeys.detail(id, lang),
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<AdDetail>>(adPath(id), { lang, signal })).data,
  });
}

/**
 * Writes what a like, favourite, rating or review changed into the cached ad, in both
 * languages: these fields do not depend on the language, and the server answers them directly.
 */
export function patchCachedAd(
  queryClient: QueryClient,
  id: number,
  patch: (ad: AdDetail) => Partial<AdDetail>,
): void {
  queryClient.setQueriesData<AdDetail>({ queryKey: adDetailKeys.anyLang(id) }, (ad) =>
    ad ? { ...ad, ...patch(ad) } : ad,
  );
}
