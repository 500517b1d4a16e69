import { SEARCH_DEBOUNCE_MS } from '@souq/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { HighlightedText } from '../../../shared/search/highlighted-text';
import { SearchField } from '../../../shared/search/search-field';
import { useDebouncedValue } from '../../../shared/search/use-debounced-value';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import { jobSearchQueryOptions } from '../../../shared/jobs/jobs-api';
import { CompanyLogo } from '../../../shared/jobs/company-logo';

const RESULTS = 10;

/**
 * The company search modal: offers whose company or title holds the term (500 ms debounce),
 * the term marked. Mounted only while open, so closing clears the term and the results.
 */
export function JobSearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const inputRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const typed = term.trim();
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    ...jobSearchQueryOptions(lang, { q: settled, per_page: RESULTS }),
    enabled: settled !== '',
  });

  const waiting = typed !== '' && (settled !== typed || query.isPending);
  const offers = query.data?.data ?? [];
  let status: string;
  if (typed === '') status = t('enterSearchTerm');
  else if (waiting) status = t('loading');
  else if (query.isError) status = t('search.errorLoadingResults');
  else if (offers.length === 0) status = t('search.noResults', { term: settled });
  else status = t('search.resultsCount', { value: query.data?.total ?? 0 });

  return (
    <ModalDialog title={t('jobs.searchTitle')} onClose={onClose} initialFocusRef={inputRef}>
      <SearchField
        inputRef={inputRef}
        value={term}
        onChange={setTerm}
        placeholder={t('jobs.searchPlaceholder')}
      />
      <p
        role="status"
        className={`mt-4 text-sm ${query.isError && !waiting && typed !== '' ? 'text-red-700' : 'text-slate-600'}`}
      >
        {status}
      </p>
      {!waiting && !query.isError && offers.length > 0 ? (
        <ul className="mt-2 divide-y divide-slate-100">
          {offers.map((offer) => (
            <li key={offer.id}>
              <Link
                to={paths.job(lang, offer.id)}
                className="flex items-center gap-3 rounded-lg p-2 hover:bg-slate-50"
              >
                <CompanyLogo src={offer.company_image} className="size-10" />
                <span className="min-w-0">
                  <span dir="auto" className="block truncate font-semibold text-slate-900">
                    <HighlightedText text={offer.title} term={settled} />
                  </span>
                  <span dir="auto" className="block truncate text-sm text-slate-600">
                    <bdi>
                      <HighlightedText
                        text={offer.company_name ?? t('jobs.unknownCompany')}
                        term={settled}
                      />
                    </bdi>
                    {offer.location ? ` · ${offer.location}` : ''}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </ModalDialog>
  );
}
