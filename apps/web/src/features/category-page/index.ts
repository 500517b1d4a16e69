export { CategoryPage } from './category-page';
export { categoryPageLoader } from './category-page-loader';
