import { LIMITS, type Lang } from '@souq/contracts';
import { jobSearchQueryOptions } from '../../../shared/jobs/jobs-api';

/** The newest offers, as many as the home section shows. */
export function homeJobsQueryOptions(lang: Lang) {
  return jobSearchQueryOptions(lang, { per_page: LIMITS.homeJobs });
}
