import type { Banner, Envelope, Lang } from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/http/api-client';

/** The hero slides in the page's language: its pictures and their texts. */
export function bannersQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['banners', lang],
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<Banner[]>>('banner', { lang, signal })).data,
  });
}
