export { CategoryMenu } from './components/category-menu';
