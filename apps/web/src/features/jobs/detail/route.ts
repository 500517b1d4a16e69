import type { PageRoute } from '../../../shared/pages/page-route';

export const route: PageRoute = {
  paths: ['job/:jobId'],
  screen: async (_path, queryClientOf) => {
    const page = await import('./index');
    return { Component: page.JobDetailPage, loader: page.jobDetailLoader(queryClientOf) };
  },
};
