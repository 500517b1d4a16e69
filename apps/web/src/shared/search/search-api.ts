import { searchQueryString, type Envelope, type Lang } from '@souq/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AdPage } from '../ads/ads-api';
import { apiGet } from '../http/api-client';

export type SearchScope = { q: string; categoryId: number | undefined };

/** `search?q=…&category_id=…&page=…`, as the server plans the search page's call. */
function searchPath({ q, categoryId }: SearchScope, page: number): string {
  return `search?${searchQueryString({ q, category_id: categoryId, page })}`;
}

/** `GET /search`, page after page: ads matching `q`, in one category or in all of them. */
export function searchQueryOptions(lang: Lang, scope: SearchScope) {
  return infiniteQueryOptions({
    queryKey: ['ads', 'search', lang, scope] as const,
    queryFn: async ({ pageParam, signal }) => {
      const { data } = await apiGet<Envelope<AdPage>>(searchPath(scope, pageParam), {
        lang,
        signal,
      });
      return data;
    },
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });
}

/** One page of `GET /search`: the search page's results, page by page in its address. */
export function searchPageQueryOptions(lang: Lang, scope: SearchScope, page: number) {
  return queryOptions({
    queryKey: ['ads', 'search-page', lang, scope, page] as const,
    queryFn: async ({ signal }) => {
      const { data } = await apiGet<Envelope<AdPage>>(searchPath(scope, page), { lang, signal });
      return data;
    },
  });
}
