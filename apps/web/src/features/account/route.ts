import { screensOf, type PageRoute } from '../../shared/pages/page-route';

export const route: PageRoute = {
  ...screensOf(() => import('./index'), {
    profile: 'ProfilePage',
    'profile/phone': 'ConfirmPhonePage',
    favorites: 'FavoritesPage',
    applications: 'ApplicationsPage',
  }),
  access: 'signed-in',
  texts: 'account',
};
