import type { AdSort } from '@souq/contracts';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { SortSelect } from './sort-select';

/** The list's order and how to change it (a list that cannot be sorted has none). */
export type SortControl = { value: AdSort; onChange: (sort: AdSort) => void };

type CategoryToolbarProps = {
  categoryName: string;
  /** The search words applied to the list, shown in the search box; '' for none. */
  searchWords: string;
  filterCount: number;
  sort: SortControl | undefined;
  onOpenSearch: () => void;
  onOpenFilters: () => void;
};

/**
 * A search box that opens the search modal, the filter button with its count badge and the
 * sort select: one row from `sm`, the sort on a row of its own on a phone.
 */
export function CategoryToolbar({
  categoryName,
  searchWords,
  filterCount,
  sort,
  onOpenSearch,
  onOpenFilters,
}: CategoryToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap sm:gap-3">
      <button
        type="button"
        onClick={onOpenSearch}
        aria-haspopup="dialog"
        aria-label={
          searchWords === ''
            ? undefined
            : t('categoryPage.searchInApplied', { name: categoryName, term: searchWords })
        }
        className="flex h-11 min-w-0 flex-1 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-start text-sm text-slate-600 hover:border-slate-400"
      >
        <Search aria-hidden="true" className="size-4 shrink-0" />
        {searchWords === '' ? (
          <span className="truncate">{t('categoryPage.searchIn', { name: categoryName })}</span>
        ) : (
          <bdi className="truncate font-semibold text-slate-900">{searchWords}</bdi>
        )}
      </button>
      <button
        type="button"
        onClick={onOpenFilters}
        aria-haspopup="dialog"
        aria-label={
          filterCount > 0 ? t('filters.openWithCount', { value: filterCount }) : undefined
        }
        className="relative inline-flex h-11 shrink-0 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-slate-400"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {t('filters.title')}
        {filterCount > 0 ? (
          <span
            aria-hidden="true"
            data-testid="filter-count"
            className="inline-flex min-w-5 items-center justify-center rounded-full bg-teal-700 px-1.5 text-xs font-bold text-white"
          >
            {filterCount}
          </span>
        ) : null}
      </button>
      {sort ? <SortSelect value={sort.value} onChange={sort.onChange} /> : null}
    </div>
  );
}
