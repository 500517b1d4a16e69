import { SAVED_SEARCHES_MAX } from '@souq/contracts';
import { useQuery } from '@tanstack/react-query';
import { BellPlus, BookmarkCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLang } from '../../shared/i18n/use-lang';
import { useTranslation } from '../../shared/i18n/use-translation';
import { LoadError } from '../../shared/ui/load-error';
import { LoadingSpinner } from '../../shared/ui/loading-spinner';
import { savedSearchesQueryOptions } from './api';
import { SavedSearchRow } from './saved-search-row';

/**
 * `/{lang}/saved-searches`: the user's saved searches, newest first, each with its new ads
 * and its alerts; or how to save one.
 */
export function SavedSearchesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useQuery(savedSearchesQueryOptions(lang));
  const titleRef = useRef<HTMLHeadingElement>(null);
  // A deleted search's row took the focus with it: the title gets it once its dialog is gone.
  const [deletions, setDeletions] = useState(0);
  useEffect(() => {
    if (deletions > 0) titleRef.current?.focus();
  }, [deletions]);

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 md:py-10">
      <title>{`${t('savedSearches.title')} | ${t('appName')}`}</title>
      <h1
        ref={titleRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-2xl font-bold text-slate-900 focus:outline-none"
      >
        <BookmarkCheck aria-hidden="true" className="size-6 text-teal-700" />
        {t('savedSearches.title')}
      </h1>
      {list.isPending ? (
        <LoadingSpinner label={t('loading')} />
      ) : list.isError ? (
        <div className="mt-6">
          <LoadError text={`${t('error')}: ${list.error.message}`} />
        </div>
      ) : list.data.length === 0 ? (
        <div className="mt-10 flex flex-col items-center gap-3 text-center">
          <BellPlus aria-hidden="true" className="size-10 text-slate-400" />
          <p className="max-w-md text-slate-600">{t('savedSearches.empty')}</p>
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600">
            {t('savedSearches.count', { count: list.data.length, max: SAVED_SEARCHES_MAX })}
          </p>
          <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {list.data.map((search) => (
              <li key={search.id}>
                <SavedSearchRow
                  search={search}
                  onDeleted={() => {
                    setDeletions((count) => count + 1);
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
