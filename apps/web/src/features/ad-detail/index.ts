export { AdDetailPage } from './ad-detail-page';
export { adDetailLoader } from './ad-detail-loader';
export { AdPagePreview } from './components/ad-page-preview';
