import { expect, test } from '@playwright/test';
import { saveShot } from '../support/category-page';
import { LANGS, texts } from '../support/i18n';
import { firstAd, shareTargets } from '../support/share';

/**
 * Issue 19: the Share button of the ad page, without the Web Share API (desktop Chromium has
 * none): a menu of chat apps and networks whose links carry the page's address in its
 * language, at both widths. The rest of its journeys are in share-journey.spec.ts.
 */

for (const lang of LANGS) {
  const t = texts(lang);

  test(
    `[${lang}] the ad page's Share menu links to the page in its language`,
    { tag: '@layout' },
    async ({ page }, testInfo) => {
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
      await expect(page.getByRole('button', { name: t.share.copyLink, exact: true })).toBeVisible();
      await saveShot(page, testInfo, lang, 'share-menu');
    },
  );
}
