export { JobsPage } from './list/jobs-page';
export { JobDetailPage } from './detail/job-detail-page';
export { jobDetailLoader } from './detail/job-detail-loader';
