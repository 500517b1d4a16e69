import type { Page } from '@playwright/test';

/**
 * A screenshot of the whole page as a reader scrolling it sees it. Parts far down (cards, the
 * footer) are skipped by the browser until they come near the screen (`content-visibility:
 * auto`), and a full-page capture would show them blank: they are drawn first.
 */
export async function screenshotWholePage(page: Page, path: string): Promise<Buffer> {
  await page.evaluate(`
    for (const element of document.querySelectorAll('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
      }
    }
  `);
  return page.screenshot({ path, fullPage: true });
}
