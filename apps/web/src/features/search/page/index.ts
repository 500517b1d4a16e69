// The search results page route (loaded lazily by routes.tsx).
export { SearchPage } from './search-page';
export { searchPageLoader } from './search-page-loader';
