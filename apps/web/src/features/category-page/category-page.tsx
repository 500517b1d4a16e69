import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useLoaderData } from 'react-router';
import { useLang } from '../../shared/i18n/use-lang';
import { isMissing } from '../../shared/lib/not-found';
import { SearchDialog } from '../../shared/search/search-dialog';
import { NotFoundPage } from '../../shared/ui/not-found-page';
import { paths } from '../../shared/lib/paths';
import { useCategories } from '../../shared/categories/get-categories';
import { categoryQueryOptions } from './api/get-category';
import { categoryAdsQueryOptions } from './api/get-category-ads';
import { AdsGrid } from '../../shared/listing/ads-grid';
import { ListingHeader } from '../../shared/listing/listing-header';
import { Pagination } from '../../shared/listing/pagination';
import { SearchWordsLine } from '../../shared/listing/search-words-line';
import type { categoryPageLoader } from './category-page-loader';
import { FilterModal } from '../../shared/listing/filters/filter-modal';
import { useAppliedFilters } from '../../shared/listing/filters/use-applied-filters';
import { SaveSearchButton } from '../../shared/saved-searches/save-search-button';

type OpenModal = 'search' | 'filters' | null;

/** The route: a fresh page (modals) for every category. */
export function CategoryPage() {
  const { categoryId } = useLoaderData<ReturnType<typeof categoryPageLoader>>();
  return <CategoryListing key={categoryId} categoryId={categoryId} />;
}

/**
 * Spec 2: breadcrumb, search box, filter button, sort, the ads grid and its pages; or not
 * found. What the list shows (search words, filters, sort, page) is in the address.
 */
function CategoryListing({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const categories = useCategories();
  const category = useQuery(categoryQueryOptions(lang, categoryId));
  const listing = useAppliedFilters(categoryId, (request) =>
    categoryAdsQueryOptions(lang, categoryId, request),
  );
  const { definitions, results: ads, searchWords } = listing;
  const [open, setOpen] = useState<OpenModal>(null);
  const close = () => {
    setOpen(null);
  };

  if (isMissing(definitions.error) || isMissing(ads.error)) return <NotFoundPage />;

  const name =
    category.data?.name ??
    categories.data?.find((candidate) => candidate.id === categoryId)?.name ??
    t('categoryPage.title');
  const parent = category.data?.parent;

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <ListingHeader
        title={name}
        {...(parent && {
          parent: { to: paths.category(lang, parent.id), label: parent.name },
        })}
        searchWords={searchWords}
        filterCount={listing.count}
        sort={{ value: listing.sort, onChange: listing.setSort }}
        onOpenSearch={() => {
          setOpen('search');
        }}
        onOpenFilters={() => {
          setOpen('filters');
        }}
        action={
          <SaveSearchButton
            search={{
              category_id: categoryId,
              ...(searchWords === '' ? {} : { q: searchWords }),
              ...(listing.filters.length === 0 ? {} : { filtersAttributes: listing.filters }),
              sort: listing.sort,
            }}
            categoryName={name}
          />
        }
      />
      {searchWords === '' ? null : (
        <SearchWordsLine
          words={searchWords}
          onClear={() => {
            listing.setSearchWords('');
          }}
        />
      )}
      <h2 className="sr-only">{t('categoryPage.adsHeading')}</h2>
      <AdsGrid query={ads} />
      {ads.data ? (
        <Pagination page={listing.page} lastPage={ads.data.last_page} onChange={listing.setPage} />
      ) : null}
      {open === 'search' ? (
        <SearchDialog
          title={t('categoryPage.searchTitle', { name })}
          onClose={close}
          categoryId={categoryId}
          initialTerm={searchWords}
          onSubmitTerm={(term) => {
            listing.setSearchWords(term);
            close();
          }}
        />
      ) : null}
      {open === 'filters' ? (
        <FilterModal
          definitions={definitions}
          applied={listing.appliedDraft}
          onApply={(draft) => {
            listing.apply(draft);
            close();
          }}
          onReset={() => {
            listing.reset();
            close();
          }}
          onClose={close}
        />
      ) : null}
    </section>
  );
}
