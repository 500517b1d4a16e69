import type { AdSort, FilterAttribute } from '@souq/contracts';
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { appliedFromAddress } from './address-filters';
import { toFilterAttributes, type FilterDraft } from './filter-state';
import {
  listingRequest,
  readListingParams,
  searchWordsOf,
  writeListingParams,
  type ListingParams,
  type ListingRequest,
} from './listing-params';
import { useAddressFilters } from './use-address-filters';

/** The query of one page of a list, for what its address asks. */
type ListingPageOptions<T, Key extends QueryKey> = (
  request: ListingRequest,
) => UseQueryOptions<T, Error, T, Key>;

/**
 * A filtered, sorted, searched, paginated list (spec 4) whose state is its address
 * (`listing-params.ts`): a reload or a shared link shows the same results, and each change is
 * a step of the history, so Back returns to the previous results. Filters change only through
 * `apply` and `reset`, which always query again (even for the same filters) and go back to
 * page 1, as do a new sort and new search words; the previous page stays on screen while the
 * next one loads. The category page and the jobs page use it.
 */
export function useAppliedFilters<T, Key extends QueryKey>(
  categoryId: number,
  optionsFor: ListingPageOptions<T, Key>,
) {
  const queryClient = useQueryClient();
  const [address, setAddress] = useSearchParams();
  const params = readListingParams(address);
  const { definitions, applied } = useAddressFilters(categoryId, params.filters);

  const results = useQuery({
    ...optionsFor(listingRequest(params, applied?.attributes ?? params.filters)),
    enabled: applied !== undefined,
    placeholderData: keepPreviousData,
  });

  const go = (next: ListingParams) => {
    const search = writeListingParams(next);
    // As a link to the page shown: the same address again is no new step of the history.
    setAddress(search, { replace: search.toString() === address.toString() });
  };
  /** A first page asked for again, even if it is the one on screen, with these filters applied. */
  const requery = (changes: Partial<ListingParams>, attributes: FilterAttribute[]) => {
    const next = { ...params, ...changes, page: 1 };
    void queryClient.invalidateQueries({
      queryKey: optionsFor(listingRequest(next, attributes)).queryKey,
      exact: true,
    });
    go(next);
  };
  const applyFilters = (filters: FilterAttribute[]) => {
    // As the address will read them back.
    requery({ filters }, appliedFromAddress(definitions.data ?? [], filters).attributes);
  };

  return {
    definitions,
    results,
    page: params.page,
    sort: params.sort,
    /** The search words applied; '' for none. */
    searchWords: params.q,
    appliedDraft: applied?.draft ?? {},
    /** The filters the list applies, as the API takes them (a saved search keeps them). */
    filters: applied?.attributes ?? params.filters,
    /** Spec 3: the count of selected filters, shown on the filter button. */
    count: applied?.attributes.length ?? params.filters.length,
    apply: (draft: FilterDraft) => {
      applyFilters(toFilterAttributes(definitions.data ?? [], draft).attributes);
    },
    reset: () => {
      applyFilters([]);
    },
    setPage: (page: number) => {
      go({ ...params, page });
    },
    setSort: (sort: AdSort) => {
      go({ ...params, sort, page: 1 });
    },
    /** Applies typed search words (blank ones remove them). */
    setSearchWords: (q: string) => {
      requery({ q: searchWordsOf(q) }, applied?.attributes ?? params.filters);
    },
  };
}
