import type { PageRoute } from '../../../shared/pages/page-route';

export const route: PageRoute = {
  paths: ['jobs'],
  screen: async (_path, queryClientOf) => {
    const page = await import('./index');
    return { Component: page.JobsPage, loader: page.jobsListLoader(queryClientOf) };
  },
};
