import type { PageRoute } from '../../../shared/pages/page-route';

export const route: PageRoute = {
  paths: ['search'],
  screen: async (_path, queryClientOf) => {
    const page = await import('./index');
    return { Component: page.SearchPage, loader: page.searchPageLoader(queryClientOf) };
  },
};
