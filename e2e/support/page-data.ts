import type { Page } from '@playwright/test';

const PAGE_DATA = /<script type="application\/json" id="page-data">.*?<\/script>/s;

/**
 * The server answers the first calls of the home, category and ad pages inside the page it
 * sends (anonymous visitors). A test that makes one of those calls fail or wait on the first load
 * takes that data out of the page, so the page makes its calls, as it does for a signed-in
 * visitor or after navigating inside the app.
 */
export async function withoutPageData(page: Page): Promise<void> {
  await page.route(
    (url) => /^\/(ar|en)(\/|$)/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      return route.fulfill({ response, body: (await response.text()).replace(PAGE_DATA, '') });
    },
  );
}

/** The API addresses the server answered inside a page's HTML. */
export function answeredUrls(html: string): string[] {
  const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) return [];
  return Object.keys((JSON.parse(json) as { answers: Record<string, unknown> }).answers);
}
