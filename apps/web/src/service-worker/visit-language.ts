import { isLang, VISIT_LANGUAGE_MESSAGE, type Lang } from '@souq/contracts';
import { languageOfBrowser } from './languages';

declare const self: ServiceWorkerGlobalScope;

/**
 * Where the worker keeps the language of the site's last visit (a page tells it: apps/web
 * app/service-worker.ts): one entry of Cache Storage, under an address nothing fetches. It
 * outlives the worker's versions.
 */
const CACHE = 'souq-visit';
const ENTRY = '/visit-language';

async function saveVisitLanguage(lang: Lang): Promise<void> {
  const cache = await caches.open(CACHE);
  await cache.put(ENTRY, new Response(lang));
}

/** The language of the site's last visit; the browser's before any. */
export async function visitLanguage(): Promise<Lang> {
  const saved = await (await caches.open(CACHE)).match(ENTRY);
  const lang = saved ? await saved.text() : undefined;
  return isLang(lang) ? lang : languageOfBrowser(self.navigator.language);
}

/** Keeps the language each page tells the worker. */
export function listenForVisitLanguage(): void {
  self.addEventListener('message', (event) => {
    const message: unknown = event.data;
    if (
      typeof message === 'object' &&
      message !== null &&
      'type' in message &&
      message.type === VISIT_LANGUAGE_MESSAGE &&
      'lang' in message &&
      isLang(message.lang)
    ) {
      event.waitUntil(saveVisitLanguage(message.lang));
    }
  });
}
