import type { Envelope, Lang, ServiceProvider } from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/http/api-client';

/** `GET /ServiceProviders`: stores and people of category 10 with their ratings, in `lang`. */
export function serviceProvidersQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['service-providers', lang] as const,
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<ServiceProvider[]>>('ServiceProviders', { lang, signal })).data,
  });
}
