import {
  VISIT_LANGUAGE_MESSAGE,
  resolveLang,
  type Lang,
  type VisitLanguageMessage,
} from '@souq/contracts';
import { i18n } from '../shared/i18n/i18n';
import { whenIdle } from '../shared/lib/when-idle';

/**
 * Workbox's message to its router (workbox-routing's cache listener): the worker asks for each
 * address as its routes say, and keeps what they keep.
 */
type CacheUrlsMessage = {
  type: 'CACHE_URLS';
  payload: { urlsToCache: (string | [string, RequestInit])[] };
};

/** The addresses a page loads that the worker keeps: the build's files and the pictures. */
const KEPT_FILES = /^\/(assets|media)\//;

/** The build's files and pictures among `entries` that loaded without the worker. */
function loadedWithoutWorker(entries: PerformanceEntryList): string[] {
  return entries
    .filter((entry) => entry instanceof PerformanceResourceTiming && entry.workerStart === 0)
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && KEPT_FILES.test(url.pathname))
    .map((url) => url.href);
}

/**
 * What the page loaded before a worker controlled it (its first visit's page: the worker starts
 * after it): its own address, asked for as a page, and the build's files and pictures it loaded,
 * so that it reads offline as the pages after it do.
 */
function loadedBeforeControl(): CacheUrlsMessage {
  const files = loadedWithoutWorker(performance.getEntriesByType('resource'));
  const page: [string, RequestInit] = [window.location.href, { headers: { accept: 'text/html' } }];
  return { type: 'CACHE_URLS', payload: { urlsToCache: [page, ...new Set(files)] } };
}

/**
 * The files this page goes on loading without the worker (asked for before it took the page,
 * finished after `loadedBeforeControl`), sent to it as they finish: kept too.
 */
function keepLoadedWithoutWorker(worker: ServiceWorker): void {
  new PerformanceObserver((list) => {
    const files = loadedWithoutWorker(list.getEntries());
    if (files.length === 0) return;
    const message: CacheUrlsMessage = { type: 'CACHE_URLS', payload: { urlsToCache: files } };
    worker.postMessage(message);
  }).observe({ type: 'resource' });
}

function tellLanguage(worker: ServiceWorker, lang: Lang): void {
  const message: VisitLanguageMessage = { type: VISIT_LANGUAGE_MESSAGE, lang };
  worker.postMessage(message);
}

async function register(): Promise<void> {
  const controlled = navigator.serviceWorker.controller !== null;
  await navigator.serviceWorker.register('/sw.js');
  const { active } = await navigator.serviceWorker.ready;
  if (!active) return;
  if (!controlled) {
    active.postMessage(loadedBeforeControl());
    keepLoadedWithoutWorker(active);
  }
  // A push is shown in the language of the last visit.
  tellLanguage(active, resolveLang(i18n.language));
  i18n.on('languageChanged', (lang) => {
    tellLanguage(navigator.serviceWorker.controller ?? active, resolveLang(lang));
  });
}

/**
 * Registers the site's service worker (src/service-worker, `/sw.js`; a production build's only)
 * once the app is alive and the browser idle: it adds nothing to the page's start.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenIdle(() => {
    register().catch((error: unknown) => {
      console.warn('The service worker could not be registered', error);
    });
  });
}
