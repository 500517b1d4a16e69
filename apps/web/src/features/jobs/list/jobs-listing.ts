import type { Lang } from '@souq/contracts';
import type { ListingRequest } from '../../../shared/listing/filters/listing-params';
import { jobSearchQueryOptions } from '../../../shared/jobs/jobs-api';

/** The query of a page of the jobs list: the jobs API has no sort, and the list no search words. */
export const jobsListingQuery =
  (lang: Lang) =>
  ({ filtersAttributes, page }: ListingRequest) =>
    jobSearchQueryOptions(lang, { filtersAttributes, page });
