export { LegalsPage } from './legals-page';
