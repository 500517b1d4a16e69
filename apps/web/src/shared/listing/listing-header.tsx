import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Breadcrumb } from '../ui/breadcrumb';
import { CategoryToolbar, type SortControl } from './category-toolbar';

type ListingHeaderProps = {
  title: string;
  /** The list this one belongs to (a sub-category's category), between home and it. */
  parent?: { to: string; label: string };
  /** The search words applied to the list; '' for none. */
  searchWords?: string;
  filterCount: number;
  sort?: SortControl;
  onOpenSearch: () => void;
  onOpenFilters: () => void;
  /** A step on the whole list, beside its title (saving its search). */
  action?: ReactNode;
};

/** The top of a filtered list (the category page, the jobs page): title, breadcrumb, toolbar. */
export function ListingHeader({
  title,
  parent,
  searchWords = '',
  filterCount,
  sort,
  onOpenSearch,
  onOpenFilters,
  action,
}: ListingHeaderProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${title} | ${t('appName')}`}</title>
      <Breadcrumb current={title} {...(parent && { parent })} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {action}
      </div>
      <div className="mt-4 mb-6">
        <CategoryToolbar
          categoryName={title}
          searchWords={searchWords}
          filterCount={filterCount}
          sort={sort}
          onOpenSearch={onOpenSearch}
          onOpenFilters={onOpenFilters}
        />
      </div>
    </>
  );
}
