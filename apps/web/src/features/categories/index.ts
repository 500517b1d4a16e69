export { CategoryMenu } from './components/category-menu';
export { categoriesQueryOptions, useCategories } from './api/get-categories';
export { MenuDrawer } from './components/menu-drawer';
