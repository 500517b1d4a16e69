import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs } from '../support/accounts';
import { LANGS } from '../support/i18n';
import { appAlive } from '../support/page-data';

/**
 * A page opened anew (an address typed, a link from elsewhere) starts at its top, whatever the
 * page before it was scrolled to; a reload comes back where the page was. Signed in, where the
 * app renders the pages itself (an anonymous visitor's come rendered by the server). Not a
 * matter of width: desktop only (see playwright.config.ts).
 */

const scrollY = (page: Page) => page.evaluate<number>('window.scrollY');

for (const lang of LANGS) {
  test(`[${lang}] a page opened anew starts at its top; a reload comes back where it was`, async ({
    page,
  }) => {
    await signInAs(page, DEMO);
    await page.goto(`/${lang}/category/8`);
    await appAlive(page);
    await page.evaluate('window.scrollTo(0, 600)');
    await expect.poll(() => scrollY(page)).toBeGreaterThan(300);

    await page.goto(`/${lang}/category/4`);
    await appAlive(page);
    expect(await scrollY(page)).toBe(0);

    await page.evaluate('window.scrollTo(0, 500)');
    await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
    const before = await scrollY(page);
    await page.reload();
    await appAlive(page);
    // Where it was: what loads above it afterwards may move it a little, keeping what was seen.
    await expect.poll(async () => Math.abs((await scrollY(page)) - before)).toBeLessThan(100);
  });
}
