import type { PageRoute } from '../../shared/pages/page-route';

export const route: PageRoute = {
  paths: ['contact-us'],
  screen: async (_path, queryClientOf) => {
    const page = await import('./index');
    return { Component: page.ContactUsPage, loader: page.contactUsLoader(queryClientOf) };
  },
};
