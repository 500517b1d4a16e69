import type { Page } from '@playwright/test';

/**
 * Draws the parts far down (cards, the footer) that the browser skips until they come near the
 * screen (`content-visibility: auto`), as a reader scrolling the page would see them. Skipped,
 * they have no layout: a full-page capture shows them blank, and axe reads the footer's light
 * links against the page's white instead of the footer's dark background.
 */
export async function drawSkippedParts(page: Page): Promise<void> {
  await page.evaluate(`
    for (const element of document.querySelectorAll('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
      }
    }
  `);
}
