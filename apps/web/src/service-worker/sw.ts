import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { listenForPushes } from './push';
import { registerRoutes } from './routes';
import { listenForVisitLanguage } from './visit-language';

/**
 * The site's service worker (docs/decisions/0112-installable-app-and-offline.md), built by
 * vite-plugin-pwa to `/sw.js`; the build writes its precache list (`__WB_MANIFEST`) in: the
 * offline pages and what they show, the icons, and the script that starts a kept page's app.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// A new version takes over the open pages at once: what it keeps is named by content (the
// build's files) or checked with the network first (the pages), so it serves old pages alike.
self.addEventListener('install', () => {
  void self.skipWaiting();
});
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoutes();
listenForVisitLanguage();
listenForPushes();
