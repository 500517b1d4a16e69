import type { PageRoute } from '../../shared/pages/page-route';

export const route: PageRoute = {
  paths: ['service-providers'],
  screen: async (_path, queryClientOf) => {
    const page = await import('./index');
    return {
      Component: page.ServiceProvidersPage,
      loader: page.serviceProvidersLoader(queryClientOf),
    };
  },
};
