import { APP_FILES } from '@souq/contracts';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { RouteMatchCallbackOptions, WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { languageOfPath } from './languages';
import { publicOnly } from './public-only';
import { visitLanguage } from './visit-language';

const DAY_SECONDS = 86_400;

/** Only complete answers: never an error, nor a part of a file. */
const completeOnly = new CacheableResponsePlugin({ statuses: [200] });

/** The moderation console's pages (`/{lang}/admin/…`): stored nowhere, by their server too. */
const CONSOLE_PAGE = /^\/[a-z]{2}\/admin(\/|$)/;

/**
 * A page of the site: a navigation, or the page's own address that a page sends the worker to
 * keep (Workbox's `CACHE_URLS` asks as a plain request, which says that it wants HTML). Not the
 * API's answers nor the pictures, and not the console.
 */
function isPage({ request, url, sameOrigin }: RouteMatchCallbackOptions): boolean {
  const wantsPage =
    request.mode === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html');
  return (
    sameOrigin &&
    wantsPage &&
    !url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/media/') &&
    !CONSOLE_PAGE.test(url.pathname)
  );
}

/**
 * Offline, a page the worker has not kept is the offline page of its language: its address's,
 * else the last visit's.
 */
const offlinePage: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const lang = languageOfPath(new URL(request.url).pathname) ?? (await visitLanguage());
    return matchPrecache(APP_FILES.offlinePage(lang));
  },
};

/**
 * What the worker keeps as a visitor goes, and answers from when there is no connection
 * (docs/decisions/0112-installable-app-and-offline.md):
 * - the build's scripts and styles (`/assets/`, named by their content: a kept copy is always
 *   right), from the cache first;
 * - the pictures (`/media/`, never changed under the same name), from the cache first;
 * - the pages, from the network first, kept only when their server marked them `public` (an
 *   anonymous visitor's shared page, never a signed-in one's), else the offline page.
 * The API's answers are not kept: the server marks none `public`.
 */
export function registerRoutes(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
    new CacheFirst({
      cacheName: 'souq-assets',
      plugins: [
        completeOnly,
        new ExpirationPlugin({
          maxEntries: 200,
          maxAgeSeconds: 60 * DAY_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
    new CacheFirst({
      cacheName: 'souq-pictures',
      plugins: [
        completeOnly,
        new ExpirationPlugin({
          maxEntries: 200,
          maxAgeSeconds: 30 * DAY_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
  registerRoute(
    isPage,
    new NetworkFirst({
      cacheName: 'souq-pages',
      plugins: [
        publicOnly,
        new ExpirationPlugin({
          maxEntries: 60,
          maxAgeSeconds: 30 * DAY_SECONDS,
          purgeOnQuotaError: true,
        }),
        offlinePage,
      ],
    }),
  );
}
