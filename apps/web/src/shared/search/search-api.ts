import type { Envelope, Lang } from '@souq/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AdPage } from '../ads/ads-api';
import { apiGet } from '../http/api-client';

export type SearchScope = { q: string; categoryId: number | undefined };

function searchPath({ q, categoryId }: SearchScope, page: number): string {
  const params = new URLSearchParams({ q, page: String(page) });
  if (categoryId !== undefined) params.set('category_id', String(categoryId));
  return `search?${params.toString()}`;
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
