import type { PageRoute } from '../../shared/pages/page-route';

export const route: PageRoute = {
  paths: ['ad/:adId'],
  screen: async (_path, queryClientOf) => {
    const page = await import('./index');
    return { Component: page.AdDetailPage, loader: page.adDetailLoader(queryClientOf) };
  },
};
