export { JobDetailPage } from './job-detail-page';
export { jobDetailLoader } from './job-detail-loader';
