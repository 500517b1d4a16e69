import type { ContentPage, ContentPageSlug, Envelope, Lang } from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../http/api-client';

/** `GET /pages/{slug}`: a content page (the footer's, the about-us page, the safety tips) in `lang`. */
export function contentPageQueryOptions(slug: ContentPageSlug, lang: Lang) {
  return queryOptions({
    queryKey: ['content-page', slug, lang] as const,
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<ContentPage>>(`pages/${slug}`, { lang, signal })).data,
  });
}
