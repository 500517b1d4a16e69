import { Search, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type CategoryToolbarProps = {
  categoryName: string;
  filterCount: number;
  onOpenSearch: () => void;
  onOpenFilters: () => void;
};

/** A search box that opens the search modal and the filter button with its count badge. */
export function CategoryToolbar({
  categoryName,
  filterCount,
  onOpenSearch,
  onOpenFilters,
}: CategoryToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2 sm:gap-3">
      <button
        type="button"
        onClick={onOpenSearch}
        aria-haspopup="dialog"
        className="flex h-11 min-w-0 flex-1 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-start text-sm text-slate-600 hover:border-slate-400"
      >
        <Search aria-hidden="true" className="size-4 shrink-0" />
        <span className="truncate">{t('categoryPage.searchIn', { name: categoryName })}</span>
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
    </div>
  );
}
