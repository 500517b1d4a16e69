import type { CategoryDetail, Envelope, Lang } from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/http/api-client';

/**
 * `GET /categories/{id}`: the category's name and its parent's, the page's title and breadcrumb
 * (a sub-category is not among the top-level categories every page has).
 */
export function categoryQueryOptions(lang: Lang, categoryId: number) {
  return queryOptions({
    queryKey: ['category', lang, categoryId],
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<CategoryDetail>>(`categories/${String(categoryId)}`, { lang, signal }))
        .data,
  });
}
