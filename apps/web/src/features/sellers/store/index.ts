export { StorePage } from './store-page';
export { storeLoader } from './store-loader';
