/**
 * What other pages (the home section) show of the jobs board. Apart from the route's entry
 * (`index.ts`), so that importing a card does not load the jobs pages with it.
 */
export { jobSearchQueryOptions, type JobPage } from './api/jobs-api';
export { JobCard } from './components/job-card';
export { JobCardSkeleton } from './components/job-card-skeleton';
