import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { JobPage } from '../api/jobs-api';
import { JobCard } from '../components/job-card';
import { JobCardSkeleton } from '../components/job-card-skeleton';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';
const SKELETONS = 6;

/** Spec 9: the jobs grid has 3 columns (1 and 2 on narrower screens). */
export function JobGrid({ query }: { query: UseQueryResult<JobPage> }) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {t('jobs.loadError')}
      </p>
    );
  }
  if (query.isPending) {
    return (
      <ul aria-busy="true" aria-label={t('loading')} className={GRID}>
        {Array.from({ length: SKELETONS }, (_, i) => (
          <li key={i}>
            <JobCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  const { data: offers, total } = query.data;
  return (
    <>
      <p
        role="status"
        className={
          offers.length === 0
            ? 'rounded-xl border border-dashed border-slate-300 p-10 text-center text-lg font-semibold text-slate-700'
            : 'mb-3 text-sm text-slate-600'
        }
      >
        {offers.length === 0 ? t('jobs.noJobs') : t('jobs.results', { value: total })}
      </p>
      {offers.length > 0 ? (
        <ul
          aria-busy={query.isPlaceholderData}
          className={`${GRID} transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {offers.map((offer) => (
            <li key={offer.id}>
              <JobCard offer={offer} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
