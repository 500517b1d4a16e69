import { PRELOADED_EVENT } from '@souq/contracts';

/**
 * Resolves once the start script of a server-rendered page (public/start-after-paint.js) has
 * added all the page's module preloads, at once on a page without that script. Vite's loader
 * adds the preloads of a route's modules that the page does not have yet, all in one task.
 */
export function pagePreloadsAdded(doc: Document): Promise<void> {
  const tag = doc.querySelector<HTMLScriptElement>('script[data-entry]');
  if (!tag || tag.dataset.preloaded !== undefined) return Promise.resolve();
  return new Promise((resolve) => {
    doc.addEventListener(
      PRELOADED_EVENT,
      () => {
        resolve();
      },
      { once: true },
    );
  });
}
