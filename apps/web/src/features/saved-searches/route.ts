import { screensOf, type PageRoute } from '../../shared/pages/page-route';

export const route: PageRoute = {
  ...screensOf(() => import('./index'), { 'saved-searches': 'SavedSearchesPage' }),
  access: 'signed-in',
  texts: 'account',
};
