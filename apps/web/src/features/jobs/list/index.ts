export { JobsPage } from './jobs-page';
export { jobsListLoader } from './jobs-list-loader';
