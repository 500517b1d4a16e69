import type { AdsQuery, FilterAttribute, FilterDefinition } from '@souq/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adsQueryOptions } from '../../shared/ads/ads-api';
import { useLang } from '../../shared/i18n/use-lang';
import { toFilterAttributes, type FilterDraft } from './filters/filter-state';

type Applied = { draft: FilterDraft; attributes: FilterAttribute[] };

const NONE: Applied = { draft: {}, attributes: [] };

/**
 * The category's ads with the applied filters and the page (spec 4): filters change only
 * through `apply` and `reset`, which always query again (even for the same filters) and go
 * back to page 1.
 */
export function useCategoryAds(categoryId: number, definitions: readonly FilterDefinition[]) {
  const lang = useLang();
  const queryClient = useQueryClient();
  const [applied, setApplied] = useState<Applied>(NONE);
  const [page, setPage] = useState(1);

  const queryFor = (attributes: FilterAttribute[], atPage: number): AdsQuery => ({
    category_id: categoryId,
    filtersAttributes: attributes.length > 0 ? attributes : undefined,
    page: atPage,
  });
  const ads = useQuery({
    ...adsQueryOptions(lang, queryFor(applied.attributes, page)),
    placeholderData: keepPreviousData,
  });

  const commit = (next: Applied) => {
    void queryClient.invalidateQueries({
      queryKey: adsQueryOptions(lang, queryFor(next.attributes, 1)).queryKey,
      exact: true,
    });
    setApplied(next);
    setPage(1);
  };

  return {
    ads,
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
