import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { adsQueryOptions } from '../../shared/ads/ads-api';
import { useLang } from '../../shared/i18n/use-lang';
import { isMissing } from '../../shared/lib/not-found';
import { SearchDialog } from '../../shared/search/search-dialog';
import { NotFoundPage } from '../../shared/ui/not-found-page';
import { useCategories } from '../categories';
import { filterOptionsQueryOptions } from './api/get-filter-options';
import { AdsGrid } from './components/ads-grid';
import { ListingHeader } from './components/listing-header';
import { Pagination } from './components/pagination';
import type { categoryPageLoader } from './category-page-loader';
import { FilterModal } from './filters/filter-modal';
import { useAppliedFilters } from './filters/use-applied-filters';

type OpenModal = 'search' | 'filters' | null;

/** The route: a fresh page (filters, page, modals) for every category. */
export function CategoryPage() {
  const { categoryId } = useLoaderData<ReturnType<typeof categoryPageLoader>>();
  return <CategoryListing key={categoryId} categoryId={categoryId} />;
}

/** Spec 2: breadcrumb, search box, filter button, the ads grid and its pages; or not found. */
function CategoryListing({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const categories = useCategories();
  const definitions = useQuery(filterOptionsQueryOptions(lang, categoryId));
  const {
    results: ads,
    page,
    setPage,
    appliedDraft,
    count,
    apply,
    reset,
  } = useAppliedFilters(definitions.data ?? [], (filtersAttributes, atPage) =>
    adsQueryOptions(lang, { category_id: categoryId, filtersAttributes, page: atPage }),
  );
  const [open, setOpen] = useState<OpenModal>(null);
  const close = () => {
    setOpen(null);
  };

  if (isMissing(definitions.error) || isMissing(ads.error)) return <NotFoundPage />;

  const name =
    categories.data?.find((category) => category.id === categoryId)?.name ??
    t('categoryPage.title');
  const changePage = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <ListingHeader
        title={name}
        filterCount={count}
        onOpenSearch={() => {
          setOpen('search');
        }}
        onOpenFilters={() => {
          setOpen('filters');
        }}
      />
      <h2 className="sr-only">{t('categoryPage.adsHeading')}</h2>
      <AdsGrid query={ads} />
      {ads.data ? (
        <Pagination page={page} lastPage={ads.data.last_page} onChange={changePage} />
      ) : null}
      {open === 'search' ? (
        <SearchDialog
          title={t('categoryPage.searchTitle', { name })}
          onClose={close}
          categoryId={categoryId}
        />
      ) : null}
      {open === 'filters' ? (
        <FilterModal
          definitions={definitions}
          applied={appliedDraft}
          onApply={(draft) => {
            apply(draft);
            close();
          }}
          onReset={() => {
            reset();
            close();
          }}
          onClose={close}
        />
      ) : null}
    </section>
  );
}
