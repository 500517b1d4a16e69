export { CategoryMenu } from './components/category-menu';
export { MenuDrawer } from './components/menu-drawer';
