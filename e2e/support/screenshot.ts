import type { Page } from '@playwright/test';

import { drawSkippedParts } from './draw-skipped-parts';

/** A screenshot of the whole page as a reader scrolling it sees it (skipped parts drawn first). */
export async function screenshotWholePage(page: Page, path: string): Promise<Buffer> {
  await drawSkippedParts(page);
  return page.screenshot({ path, fullPage: true });
}
