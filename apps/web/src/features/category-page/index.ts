// The category page route (loaded lazily by routes.tsx). Its listing parts that other pages
// reuse are in ./listing, so that importing them does not merge this route into their chunk.
export { CategoryPage } from './category-page';
export { categoryPageLoader } from './category-page-loader';
