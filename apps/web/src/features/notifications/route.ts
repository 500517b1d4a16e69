import { screensOf, type PageRoute } from '../../shared/pages/page-route';

export const route: PageRoute = {
  ...screensOf(() => import('./index'), { notifications: 'NotificationsPage' }),
  access: 'signed-in',
  texts: 'account',
};
