export { CategoryMenu } from './components/category-menu';
export { categoriesQueryOptions, useCategories } from './api/get-categories';
