import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ResultsGrid } from '../../../shared/ui/results-grid';
import type { JobPage } from '../../../shared/jobs/jobs-api';
import { JobCard } from '../../../shared/jobs/job-card';
import { JobCardSkeleton } from '../../../shared/jobs/job-card-skeleton';

/** Spec 9: the jobs grid has 3 columns (1 and 2 on narrower screens). */
export function JobGrid({ query }: { query: UseQueryResult<JobPage> }) {
  const { t } = useTranslation();
  return (
    <ResultsGrid
      query={query}
      grid="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
      skeletons={6}
      skeleton={<JobCardSkeleton />}
      errorText={t('jobs.loadError')}
      emptyText={t('jobs.noJobs')}
      countText={(total) => t('jobs.results', { value: total })}
      item={(offer) => <JobCard offer={offer} />}
    />
  );
}
