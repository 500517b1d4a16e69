import type { PageRoute } from '../../shared/pages/page-route';

export const route: PageRoute = {
  paths: ['legals'],
  screen: async (_path, queryClientOf) => {
    const page = await import('./index');
    return { Component: page.LegalsPage, loader: page.legalsLoader(queryClientOf) };
  },
};
