import {
  LISTING_LIMITS,
  readSearchPage,
  searchPageQueryString,
  type SearchPageQuery,
} from '@souq/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Form, Link, useSearchParams } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { searchPageQueryOptions } from '../../../shared/search/search-api';
import { Breadcrumb } from '../../../shared/ui/breadcrumb';
import { AdsGrid } from '../../../shared/listing/ads-grid';
import { Pagination } from '../../../shared/listing/pagination';
import { SearchWordsLine } from '../../../shared/listing/search-words-line';
import { useCategories } from '../../../shared/categories/get-categories';
import { SaveSearchButton } from '../../../shared/saved-searches/save-search-button';
import { CategorySelect } from '../components/category-select';

/**
 * `/{lang}/search?q=…&category_id=…&page=…`: a search that can be linked and shared (the home
 * page's SearchAction points here). The words, the category and the page are in the address;
 * the form works before the scripts have loaded. A category's own filters are on its page,
 * which the results link to with the same words.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [address, setAddress] = useSearchParams();
  const search = readSearchPage(address);
  const { q, category_id: categoryId, page } = search;
  const results = useQuery({
    ...searchPageQueryOptions(lang, { q, categoryId }, page),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  const category = useCategories().data?.find((candidate) => candidate.id === categoryId);
  const go = (next: SearchPageQuery) => {
    setAddress(searchPageQueryString(next));
  };
  const heading = t('searchPage.title');

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <title>{`${q === '' ? heading : t('categoryPage.resultsFor', { term: q })} | ${t('appName')}`}</title>
      <Breadcrumb current={heading} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h1>
        {q === '' ? null : (
          <SaveSearchButton
            search={{ q, ...(categoryId !== undefined && { category_id: categoryId }) }}
            categoryName={category?.name}
          />
        )}
      </div>
      <div className="mt-4 mb-6 max-w-2xl">
        <Form role="search" action={paths.search(lang)} className="flex gap-2">
          <input
            key={q}
            type="search"
            name="q"
            defaultValue={q}
            maxLength={LISTING_LIMITS.searchTermMax}
            placeholder={t('searchForProduct')}
            aria-label={t('searchForProduct')}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none"
          />
          {categoryId === undefined ? null : (
            <input type="hidden" name="category_id" value={categoryId} />
          )}
          <button
            type="submit"
            className="shrink-0 rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800"
          >
            {t('searchPage.submit')}
          </button>
        </Form>
        <CategorySelect
          value={categoryId}
          onChange={(chosen) => {
            go({ q, ...(chosen !== undefined && { category_id: chosen }), page: 1 });
          }}
        />
      </div>
      {q === '' ? (
        <p role="status" className="text-slate-700">
          {t('enterSearchTerm')}
        </p>
      ) : (
        <>
          <SearchWordsLine
            words={q}
            onClear={() => {
              go({ ...search, q: '', page: 1 });
            }}
          />
          {category ? (
            <p className="mb-4">
              <Link
                to={`${paths.category(lang, category.id)}?${new URLSearchParams({ q }).toString()}`}
                className="font-semibold text-teal-800 hover:underline"
              >
                {t('searchPage.filterIn', { name: category.name })}
              </Link>
            </p>
          ) : null}
          <h2 className="sr-only">{t('categoryPage.adsHeading')}</h2>
          <AdsGrid query={results} />
          {results.data ? (
            <Pagination
              page={page}
              lastPage={results.data.last_page}
              onChange={(next) => {
                go({ ...search, page: next });
              }}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
