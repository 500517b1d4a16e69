import type { Envelope, Lang, SubCategory } from '@souq/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/http/api-client';
import { useLang } from '../../../shared/i18n/use-lang';

export async function getSubCategories(
  lang: Lang,
  categoryId: number,
  signal?: AbortSignal,
): Promise<SubCategory[]> {
  const query = new URLSearchParams({ categoryId: String(categoryId) });
  const { data } = await apiGet<Envelope<SubCategory[]>>(`categories?${query.toString()}`, {
    lang,
    signal,
  });
  return data;
}

export function subCategoriesQueryOptions(lang: Lang, categoryId: number) {
  return queryOptions({
    queryKey: ['categories', lang, categoryId, 'children'],
    queryFn: ({ signal }) => getSubCategories(lang, categoryId, signal),
  });
}

export function useSubCategories(categoryId: number) {
  const lang = useLang();
  return useQuery(subCategoriesQueryOptions(lang, categoryId));
}
