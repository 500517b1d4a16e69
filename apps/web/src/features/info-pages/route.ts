import { PAGES_AT_THEIR_SLUG, type ContentPageSlug } from '@souq/contracts';
import type { PageRoute } from '../../shared/pages/page-route';

/** The information page at a path: the footer's at their slug, the about page at `about-us`. */
export const slugAt = (path: string): ContentPageSlug =>
  PAGES_AT_THEIR_SLUG.find((slug) => slug === path) ?? 'about';

export const route: PageRoute = {
  paths: ['about-us', ...PAGES_AT_THEIR_SLUG],
  screen: async (path, queryClientOf) => {
    const { AboutUsPage, InfoPage, infoPageLoader } = await import('./index');
    const slug = slugAt(path);
    return {
      Component: slug === 'about' ? AboutUsPage : InfoPage,
      loader: infoPageLoader(queryClientOf, slug),
    };
  },
};
