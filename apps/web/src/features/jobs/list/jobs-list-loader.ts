import { CATEGORY_IDS, resolveLang } from '@souq/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import type { QueryClientOf } from '../../../shared/lib/start-query';
import { startListing } from '../../../shared/listing/filters/start-listing';
import { jobsListingQuery } from './jobs-listing';

/**
 * Starts the list's calls (its filters and the page its address asks for), so that the server
 * renders it with their answers.
 */
export function jobsListLoader(queryClientOf: QueryClientOf) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const lang = resolveLang(params.lang);
    const address = new URL(request.url).searchParams;
    startListing(queryClientOf(), lang, CATEGORY_IDS.jobs, address, jobsListingQuery(lang));
    return null;
  };
}
