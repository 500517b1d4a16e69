import { SEARCH_DEBOUNCE_MS } from '@souq/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation';
import { useLang } from '../i18n/use-lang';
import { searchQueryOptions } from './search-api';
import { SearchResultItem } from './search-result-item';
import { useDebouncedValue } from './use-debounced-value';

type SearchResultsProps = {
  /** What the user has typed so far. */
  term: string;
  /** The category to search in; all categories when undefined. */
  categoryId: number | undefined;
};

/**
 * The results of a search box (spec 4): the term waits 500 ms, a blank one asks for a term
 * and sends nothing; then loading, an error, 'no results' or the list with the term marked.
 */
export function SearchResults({ term, categoryId }: SearchResultsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const typed = term.trim();
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const query = useInfiniteQuery({
    ...searchQueryOptions(lang, { q: settled, categoryId }),
    enabled: settled !== '',
  });

  const waiting = typed !== '' && (settled !== typed || query.isPending);
  const ads = query.data?.pages.flatMap((page) => page.data) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  let status: string;
  if (typed === '') status = t('enterSearchTerm');
  else if (waiting) status = t('loading');
  else if (query.isError) status = t('search.errorLoadingResults');
  else if (ads.length === 0) status = t('search.noResults', { term: settled });
  else status = t('search.resultsCount', { value: total });

  const showList = !waiting && !query.isError && ads.length > 0;
  return (
    <div className="mt-4">
      <p
        role="status"
        className={`text-sm ${query.isError && !waiting && typed !== '' ? 'text-red-700' : 'text-slate-600'}`}
      >
        {status}
      </p>
      {showList ? (
        <>
          <ul className="mt-2 divide-y divide-slate-100">
            {ads.map((ad) => (
              <li key={ad.id}>
                <SearchResultItem ad={ad} term={settled} />
              </li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <button
              type="button"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
              className="mt-3 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
            >
              {query.isFetchingNextPage ? t('loading') : t('search.showMore')}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
