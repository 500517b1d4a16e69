import type { FilterAttribute, FilterDefinition } from '@souq/contracts';
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useState } from 'react';
import { toFilterAttributes, type FilterDraft } from './filter-state';

type Applied = { draft: FilterDraft; attributes: FilterAttribute[] };

const NONE: Applied = { draft: {}, attributes: [] };

/** The query of one page of a list with the applied filters (none: `undefined`). */
type FilteredPageOptions<T, Key extends QueryKey> = (
  filtersAttributes: FilterAttribute[] | undefined,
  page: number,
) => UseQueryOptions<T, Error, T, Key>;

/**
 * A filtered, paginated list (spec 4): filters change only through `apply` and `reset`, which
 * always query again (even for the same filters) and go back to page 1; the previous page stays
 * on screen while the next one loads. The category page and the jobs page use it.
 */
export function useAppliedFilters<T, Key extends QueryKey>(
  definitions: readonly FilterDefinition[],
  optionsFor: FilteredPageOptions<T, Key>,
) {
  const queryClient = useQueryClient();
  const [applied, setApplied] = useState<Applied>(NONE);
  const [page, setPage] = useState(1);

  const optionsAt = (attributes: FilterAttribute[], atPage: number) =>
    optionsFor(attributes.length > 0 ? attributes : undefined, atPage);
  const results = useQuery({
    ...optionsAt(applied.attributes, page),
    placeholderData: keepPreviousData,
  });

  const commit = (next: Applied) => {
    void queryClient.invalidateQueries({
      queryKey: optionsAt(next.attributes, 1).queryKey,
      exact: true,
    });
    setApplied(next);
    setPage(1);
  };

  return {
    results,
    page,
    setPage,
    appliedDraft: applied.draft,
    /** Spec 3: the count of selected filters, shown on the filter button. */
    count: applied.attributes.length,
    apply: (draft: FilterDraft) => {
      commit({ draft, attributes: toFilterAttributes(definitions, draft).attributes });
    },
    reset: () => {
      commit(NONE);
    },
  };
}
