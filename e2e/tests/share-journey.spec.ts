import { expect, test } from '@playwright/test';
import { LANGS, texts } from '../support/i18n';
import { firstAd, shareTargets } from '../support/share';

/**
 * Issue 19: the Share button's journeys (at one width; the menu is checked at both in
 * share-placement.spec.ts): "copy link" with its toast, Esc, the system's share sheet where the
 * browser has the Web Share API, and the job and store pages' buttons.
 */

for (const lang of LANGS) {
  const t = texts(lang);

  test(`[${lang}] "Copy link" copies the page's address with a toast, Esc closes the menu; the job and store pages share their own address; where the browser can share, the system's share sheet gets the page`, async ({
    page,
    context,
  }) => {
    // Four pages; the share sheet last, its stand-in kept by the page from then on.
    test.slow();
    await test.step(`"Copy link" copies the page's address with a toast; Esc closes the menu`, async () => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const ad = await firstAd(page, lang);
      await page.goto(`/${lang}/ad/${String(ad.id)}?from=test#reviews`);
      const share = page
        .getByRole('main')
        .getByRole('button', { name: t.share.button, exact: true });
      await share.click();
      await page.getByRole('button', { name: t.share.copyLink, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: t.share.copied })).toBeVisible();
      // The page's own address, without what was added to it.
      expect(await page.evaluate('navigator.clipboard.readText()')).toBe(
        new URL(`/${lang}/ad/${String(ad.id)}`, page.url()).href,
      );
      await expect(share).toBeFocused();

      await share.click();
      const menu = page.getByRole('group', { name: t.share.menu, exact: true });
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(share).toBeFocused();
      await expect(share).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('the job and store pages share their own address', async () => {
      for (const path of ['/job/2', '/store/1']) {
        await page.goto(`/${lang}${path}`);
        await page
          .getByRole('main')
          .getByRole('button', { name: t.share.button, exact: true })
          .click();
        const targets = await shareTargets(page, lang);
        expect(targets.Telegram?.searchParams.get('url')).toBe(
          new URL(`/${lang}${path}`, page.url()).href,
        );
      }
    });

    await test.step("where the browser can share, the system's share sheet gets the page", async () => {
      // A share sheet that records what it is given.
      await page.addInitScript({
        content: `window.shared = [];
            Object.defineProperty(navigator, 'share', {
              value: (data) => { window.shared.push(data); return Promise.resolve(); },
            });`,
      });
      const ad = await firstAd(page, lang);
      await page.goto(`/${lang}/ad/${String(ad.id)}`);
      await page
        .getByRole('main')
        .getByRole('button', { name: t.share.button, exact: true })
        .click();
      await expect
        .poll(() => page.evaluate('window.shared'))
        .toEqual([
          { title: ad.title, url: new URL(`/${lang}/ad/${String(ad.id)}`, page.url()).href },
        ]);
      await expect(page.getByRole('group', { name: t.share.menu, exact: true })).toHaveCount(0);
    });
  });
}
