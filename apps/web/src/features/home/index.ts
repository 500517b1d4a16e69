export { HomePage } from './home-page';
export { homeLoader } from './home-loader';
