import { expect, test } from '@playwright/test';
import { saveShot } from '../support/category-page';
import { LANGS, texts } from '../support/i18n';

/**
 * Issue 41 item 19: the Share menu stays inside the screen wherever its button is (the store
 * page puts it at the reading start on a phone), and closes when Tab leaves it.
 */

for (const lang of LANGS) {
  const t = texts(lang);

  for (const path of ['/store/1', '/job/2']) {
    test(
      `[${lang}] the Share menu of ${path} is inside the screen and Tab out of it closes it`,
      { tag: '@layout' },
      async ({ page }, testInfo) => {
        await page.goto(`/${lang}${path}`);
        const share = page
          .getByRole('main')
          .getByRole('button', { name: t.share.button, exact: true });
        await share.click();
        const menu = page.getByRole('group', { name: t.share.menu, exact: true });
        await expect(menu).toBeVisible();
        const width = page.viewportSize()?.width ?? 0;
        await expect
          .poll(async () => {
            const box = await menu.boundingBox();
            return box !== null && box.x >= 0 && box.x + box.width <= width;
          })
          .toBe(true);
        if (path === '/store/1') await saveShot(page, testInfo, lang, 'store-share-menu');

        // Tab past its last entry: the menu closes and the focus goes on.
        const entries = menu.getByRole('link').or(menu.getByRole('button'));
        await entries.last().focus();
        await page.keyboard.press('Tab');
        await expect(menu).toHaveCount(0);
        await expect(share).toHaveAttribute('aria-expanded', 'false');
        await expect(share).not.toBeFocused();
      },
    );
  }
}
