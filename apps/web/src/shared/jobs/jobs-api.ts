import {
  adsQueryString,
  type Envelope,
  type JobOffer,
  type JobSearchQuery,
  type Lang,
  type Paginated,
} from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../http/api-client';

export type JobPage = Paginated<JobOffer>;

/** Offers are served in the page's language; every job query sits under `jobs`. */
export const jobKeys = {
  all: ['jobs'] as const,
  search: (lang: Lang, query: JobSearchQuery) => ['jobs', 'search', lang, query] as const,
  detail: (id: number, lang: Lang) => ['jobs', 'detail', id, lang] as const,
  similar: (id: number, lang: Lang) => ['jobs', 'similar', id, lang] as const,
};

/** `GET /job-offers/search`: the list page, its search modal and the home section. */
export function jobSearchQueryOptions(lang: Lang, query: JobSearchQuery) {
  return queryOptions({
    queryKey: jobKeys.search(lang, query),
    queryFn: async ({ signal }) =>
      (
        await apiGet<Envelope<JobPage>>(`job-offers/search?${adsQueryString(query)}`, {
          lang,
          signal,
        })
      ).data,
  });
}
