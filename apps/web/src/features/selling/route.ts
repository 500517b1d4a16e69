import { screensOf, type PageRoute } from '../../shared/pages/page-route';

export const route: PageRoute = {
  ...screensOf(() => import('./index'), {
    post: 'PostAdPage',
    'my-ads': 'MyAdsPage',
    'my-ads/:adId/edit': 'EditAdPage',
  }),
  access: 'signed-in',
  texts: 'account',
};
