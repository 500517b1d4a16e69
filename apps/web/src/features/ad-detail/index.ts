export { AdDetailPage } from './ad-detail-page';
export { adDetailLoader } from './ad-detail-loader';
