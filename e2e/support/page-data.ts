import { expect, type Page } from '@playwright/test';
import { ALIVE_MARK } from '../../packages/contracts/src/constants';

/** The root with what the server put in it, and the state scripts after it, up to `</body>`. */
const SERVER_RENDERED = /<div id="root"[^>]*>[\s\S]*<\/body>/;

/**
 * The server renders the pages that show data (home, category, ad, job, store, user) for
 * anonymous visitors, with the state their hydration starts from. A test that makes one of
 * their calls fail or wait on the first load takes both out of the page, so the browser renders
 * it and makes its calls, as it does for a signed-in visitor or after navigating inside the app.
 */
export async function withoutServerRendering(page: Page): Promise<void> {
  await page.route(
    (url) => /^\/(ar|en)(\/|$)/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(SERVER_RENDERED, '<div id="root"></div></body>');
      return route.fulfill({ response, body: html });
    },
  );
}

/** Whether the server rendered the page (it then carries the state the browser hydrates). */
export function isServerRendered(html: string): boolean {
  return html.includes('<script type="application/json" id="ssr-state">');
}

/**
 * Waits until the app has hydrated (or rendered) the page: a server-rendered page shows its text
 * and links at once, and keeps a tap on a button until then, but a drag or typing is the app's.
 */
export async function appAlive(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate<number>(`performance.getEntriesByName('${ALIVE_MARK}').length`))
    .toBe(1);
}
