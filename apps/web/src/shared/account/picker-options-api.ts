import type { Country, Envelope, Lang, Tag } from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../http/api-client';

/** The country codes the phone pickers offer (sign-up, the account's phone). */
export function countriesQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['countries', lang],
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<Country[]>>('countries', { lang, signal })).data,
  });
}

/** The interests the interest picker offers (sign-up, the account's settings). */
export function tagsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['tags', lang],
    queryFn: async ({ signal }) => (await apiGet<Envelope<Tag[]>>('tags', { lang, signal })).data,
  });
}
