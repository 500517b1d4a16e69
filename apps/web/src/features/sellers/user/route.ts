import type { PageRoute } from '../../../shared/pages/page-route';

export const route: PageRoute = {
  paths: ['user/:userId/profile'],
  screen: async (_path, queryClientOf) => {
    const page = await import('./index');
    return { Component: page.UserProfilePage, loader: page.userProfileLoader(queryClientOf) };
  },
};
