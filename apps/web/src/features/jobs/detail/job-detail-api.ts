import type { Envelope, JobOffer, JobOfferDetail, Lang } from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/http/api-client';
import { jobKeys } from '../../../shared/jobs/jobs-api';

/** The offer's address in the API. */
export const jobPath = (id: number) => `job-offers/${String(id)}`;

/** `GET /job-offers/{id}`. */
export function jobDetailQueryOptions(id: number, lang: Lang) {
  return queryOptions({
    queryKey: jobKeys.detail(id, lang),
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<JobOfferDetail>>(jobPath(id), { lang, signal })).data,
  });
}

/** `GET /job-offers/{id}/similar`: the 'see also' sidebar. */
export function similarJobsQueryOptions(id: number, lang: Lang) {
  return queryOptions({
    queryKey: jobKeys.similar(id, lang),
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<JobOffer[]>>(`job-offers/${String(id)}/similar`, { lang, signal }))
        .data,
  });
}
