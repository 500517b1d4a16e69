import type { PageRoute } from '../../shared/pages/page-route';

export const route: PageRoute = {
  paths: [''],
  screen: async (_path, queryClientOf) => {
    const page = await import('./index');
    return { Component: page.HomePage, loader: page.homeLoader(queryClientOf) };
  },
};
