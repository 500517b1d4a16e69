// The category page route (loaded lazily by routes.tsx). Its listing parts, which the jobs list
// and the search page reuse, are in shared/listing.
export { CategoryPage } from './category-page';
export { categoryPageLoader } from './category-page-loader';
