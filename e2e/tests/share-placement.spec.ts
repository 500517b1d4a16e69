import { expect, test } from '@playwright/test';
import { saveShot } from '../support/category-page';
import { LANGS, texts } from '../support/i18n';
import { firstAd, shareTargets } from '../support/share';

/**
 * Issue 19: the Share button of the ad page, without the Web Share API (desktop Chromium has
 * none): a menu of chat apps and networks whose links carry the page's address in its
 * language, at both widths. Issue 41 item 19: the Share menu stays inside the screen wherever
 * its button is (the store page puts it at the reading start on a phone), and closes when Tab
 * leaves it. The rest of its journeys are in share-journey.spec.ts.
 */

for (const lang of LANGS) {
  const t = texts(lang);

  test(
    `[${lang}] the ad page's Share menu links to the page in its language; the Share menus of /store/1 and /job/2 are inside the screen and Tab out of them closes them`,
    { tag: '@layout' },
    async ({ page }, testInfo) => {
      test.slow();
      await test.step("the ad page's Share menu links to the page in its language", async () => {
        const ad = await firstAd(page, lang);
        await page.goto(`/${lang}/ad/${String(ad.id)}`);
        const address = new URL(`/${lang}/ad/${String(ad.id)}`, page.url()).href;
        await page
          .getByRole('main')
          .getByRole('button', { name: t.share.button, exact: true })
          .click();
        const targets = await shareTargets(page, lang);
        expect(Object.keys(targets)).toEqual(['WhatsApp', 'Telegram', 'Facebook', 'X']);
        expect(targets.WhatsApp?.searchParams.get('text')).toBe(`${ad.title} ${address}`);
        expect(targets.Telegram?.searchParams.get('url')).toBe(address);
        expect(targets.Facebook?.searchParams.get('u')).toBe(address);
        expect(targets.X?.searchParams.get('url')).toBe(address);
        await expect(
          page.getByRole('button', { name: t.share.copyLink, exact: true }),
        ).toBeVisible();
        await saveShot(page, testInfo, lang, 'share-menu');
      });

      for (const path of ['/store/1', '/job/2']) {
        await test.step(`the Share menu of ${path} is inside the screen and Tab out of it closes it`, async () => {
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
        });
      }
    },
  );
}
