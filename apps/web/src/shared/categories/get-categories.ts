import type { Category, Envelope, Lang } from '@souq/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../http/api-client';
import { useLang } from '../i18n/use-lang';

export async function getCategories(lang: Lang, signal?: AbortSignal): Promise<Category[]> {
  const { data } = await apiGet<Envelope<Category[]>>('categories', { lang, signal });
  return data;
}

/** Names are translated by the server, so the language is part of the key. */
export function categoriesQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['categories', lang],
    queryFn: ({ signal }) => getCategories(lang, signal),
  });
}

export function useCategories() {
  const lang = useLang();
  return useQuery(categoriesQueryOptions(lang));
}
