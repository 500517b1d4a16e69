import { useTranslation } from 'react-i18next';
import { Breadcrumb } from './breadcrumb';
import { CategoryToolbar } from './category-toolbar';

type ListingHeaderProps = {
  title: string;
  filterCount: number;
  onOpenSearch: () => void;
  onOpenFilters: () => void;
};

/** The top of a filtered list (the category page, the jobs page): title, breadcrumb, toolbar. */
export function ListingHeader({
  title,
  filterCount,
  onOpenSearch,
  onOpenFilters,
}: ListingHeaderProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${title} | ${t('appName')}`}</title>
      <Breadcrumb current={title} />
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <div className="mt-4 mb-6">
        <CategoryToolbar
          categoryName={title}
          filterCount={filterCount}
          onOpenSearch={onOpenSearch}
          onOpenFilters={onOpenFilters}
        />
      </div>
    </>
  );
}
