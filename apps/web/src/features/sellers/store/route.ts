import type { PageRoute } from '../../../shared/pages/page-route';

export const route: PageRoute = {
  paths: ['store/:storeId'],
  screen: async (_path, queryClientOf) => {
    const page = await import('./index');
    return { Component: page.StorePage, loader: page.storeLoader(queryClientOf) };
  },
};
