import { CATEGORY_IDS } from '@souq/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { FilterModal } from '../../../shared/listing/filters/filter-modal';
import { useAppliedFilters } from '../../../shared/listing/filters/use-applied-filters';
import { ListingHeader } from '../../../shared/listing/listing-header';
import { Pagination } from '../../../shared/listing/pagination';
import { JobGrid } from './job-grid';
import { JobSearchDialog } from './job-search-dialog';
import { jobsListingQuery } from './jobs-listing';

type OpenModal = 'search' | 'filters' | null;

/**
 * `/{lang}/jobs` (spec 2): breadcrumb, the company search and the filter modal (the jobs
 * category's work time, experience and location filters), the 3-column grid and its pages.
 * The filters and the page are in the address; the jobs API has no sort, and the company
 * search stays in its modal (the list takes no search words).
 */
export function JobsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const {
    definitions,
    results: offers,
    page,
    setPage,
    appliedDraft,
    count,
    apply,
    reset,
  } = useAppliedFilters(CATEGORY_IDS.jobs, jobsListingQuery(lang));
  const [open, setOpen] = useState<OpenModal>(null);
  const close = () => {
    setOpen(null);
  };
  const title = t('jobs.title');

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <ListingHeader
        title={title}
        filterCount={count}
        onOpenSearch={() => {
          setOpen('search');
        }}
        onOpenFilters={() => {
          setOpen('filters');
        }}
      />
      <h2 className="sr-only">{t('jobs.listHeading')}</h2>
      <JobGrid query={offers} />
      {offers.data ? (
        <Pagination page={page} lastPage={offers.data.last_page} onChange={setPage} />
      ) : null}
      {open === 'search' ? <JobSearchDialog onClose={close} /> : null}
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
