import type { PageRoute } from '../../shared/pages/page-route';

export const route: PageRoute = {
  paths: ['category/:categoryId'],
  screen: async (_path, queryClientOf) => {
    const page = await import('./index');
    return { Component: page.CategoryPage, loader: page.categoryPageLoader(queryClientOf) };
  },
};
