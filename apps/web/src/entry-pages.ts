import { fromRoot, pagesFrom } from './shared/pages/collect-pages';
import type { PageFolder } from './shared/pages/page-declaration';

/**
 * The page folders' declarations (features/…/page.ts), by their path from the app's root. The
 * browser's bundles have none of them: only the server's build of this file does.
 */
export const PAGE_FOLDERS = fromRoot(
  'src',
  import.meta.glob<PageFolder>('./features/**/page.ts', { eager: true }),
);

/**
 * What the server plans for each page (apps/api plugins/web): its calls, route module, status,
 * description and redirects, from the page folders. No React: built beside entry-server.js
 * (dist/.ssr/entry-pages.js) and loaded in the server's own thread.
 */
export const { planPage, pageRedirect, privatePathPrefixes, pageModules } = pagesFrom(PAGE_FOLDERS);
