import { LIMITS } from '@souq/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { SectionHeader } from '../../../shared/ui/section-header';
import { JobCard } from '../../../shared/jobs/job-card';
import { JobCardSkeleton } from '../../../shared/jobs/job-card-skeleton';
import { homeJobsQueryOptions } from '../api/home-jobs';

/** Spec "Home": the first 3 offers and a show-more link to the jobs page; 'Oops! Error' on failure. */
export function JobsSection() {
  const { t } = useTranslation();
  const lang = useLang();
  const jobs = useQuery(homeJobsQueryOptions(lang));
  const title = t('jobs.homeTitle');
  if (jobs.isSuccess && jobs.data.data.length === 0) return null;
  return (
    <section aria-labelledby="home-jobs" className="mx-auto max-w-7xl px-4 py-6">
      <SectionHeader id="home-jobs" title={title} moreTo={paths.jobs(lang)} />
      {jobs.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t('jobs.homeError')}
        </p>
      ) : (
        <ul
          aria-busy={jobs.isPending}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {jobs.isPending
            ? Array.from({ length: LIMITS.homeJobs }, (_, i) => (
                <li key={i}>
                  <JobCardSkeleton />
                </li>
              ))
            : jobs.data.data.slice(0, LIMITS.homeJobs).map((offer) => (
                <li key={offer.id}>
                  <JobCard offer={offer} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
