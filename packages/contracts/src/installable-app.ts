import type { Lang } from './lang.ts';

/**
 * The files of the installable app, at the site's root: made by the web build (apps/web
 * vite-plugins/installable-app), linked by the pages the server sends (apps/api plugins/web) and
 * used by the service worker (apps/web src/service-worker).
 */
export const APP_FILES = {
  manifest: (lang: Lang) => `/manifest.${lang}.webmanifest`,
  /** What the service worker shows for a page it has not kept, offline. */
  offlinePage: (lang: Lang) => `/offline.${lang}.html`,
  appleTouchIcon: '/icons/apple-touch-icon.png',
  /** A notification's picture (the manifest's smaller icon) and its badge (the mark alone). */
  notificationIcon: '/icons/icon-192.png',
  notificationBadge: '/icons/badge-96.png',
} as const;

/**
 * The message a page of the web app sends its service worker with the visit's language, when it
 * starts and whenever the language changes: a push is shown in the language of the last visit.
 */
export const VISIT_LANGUAGE_MESSAGE = 'VISIT_LANGUAGE';
export type VisitLanguageMessage = { type: typeof VISIT_LANGUAGE_MESSAGE; lang: Lang };
