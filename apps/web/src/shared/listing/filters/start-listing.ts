import type { FilterAttribute, Lang } from '@souq/contracts';
import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';
import { startQuery } from '../../lib/start-query';
import { filterOptionsQueryOptions } from './get-filter-options';
import { listingRequest, readListingParams, type ListingRequest } from './listing-params';
import { loadAddressFilters } from './load-address-filters';

/**
 * A listing page's loader work (`useAppliedFilters`' calls, started before the page renders):
 * the category's filters and the page of results its address asks for, the very query of the
 * list (with filters in the address, once their definitions tell how they apply).
 */
export function startListing<T, Key extends QueryKey>(
  queryClient: QueryClient,
  lang: Lang,
  categoryId: number,
  address: URLSearchParams,
  optionsFor: (request: ListingRequest) => QueryExecuteOptions<T, Error, T, T, Key>,
): void {
  startQuery(queryClient, filterOptionsQueryOptions(lang, categoryId));
  const listing = readListingParams(address);
  const startResults = (applied: FilterAttribute[]) => {
    startQuery(queryClient, optionsFor(listingRequest(listing, applied)));
  };
  if (listing.filters.length === 0) startResults([]);
  else {
    void loadAddressFilters(queryClient, lang, categoryId, listing.filters).then(
      startResults,
      // The page shows what failed.
      () => undefined,
    );
  }
}
