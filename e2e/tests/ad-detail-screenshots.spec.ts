import { expect, test } from '@playwright/test';
import { createAccount, signInAs } from '../support/accounts';
import { openAd } from '../support/ad-page';
import { findAds, postReview } from '../support/ad-detail-api';
import { dirOf, LANGS, texts } from '../support/i18n';
import { screenshotWholePage } from '../support/screenshot';
import { expectNoHorizontalOverflow } from '../support/layout';

/**
 * Full-page screenshots of the ad page for human review (signed in, with the user's own
 * review), saved in the test's output folder as `{project}-{lang}-ad.png`.
 */
for (const lang of LANGS) {
  const t = texts(lang);

  test(
    `[${lang}] screenshot of the ad page`,
    { tag: '@layout' },
    async ({ page, request }, testInfo) => {
      const account = await createAccount(request, testInfo);
      const [ad] = await findAds(
        request,
        lang,
        (item) => item.images.length > 2 && item.attributes.length > 3,
      );
      if (!ad) throw new Error('no ad');
      await signInAs(page, account);
      const text =
        lang === 'ar'
          ? 'تجربة رائعة، البائع متعاون والمنتج كما في الوصف.'
          : 'Great experience: the seller was helpful and it is as described.';
      await postReview(page.request, ad.id, text);
      await openAd(page, lang, ad);
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
      await expect(
        page
          .getByRole('listitem')
          .filter({ hasText: account.name })
          .getByText(text, { exact: true }),
      ).toBeVisible();
      // The ad rows at the bottom load when the reader comes near them.
      const mostViewed = page.getByRole('region', { name: t.adDetail.mostViewedAds, exact: true });
      await mostViewed.scrollIntoViewIfNeeded();
      await expect(mostViewed.getByRole('list')).toHaveAttribute('aria-busy', 'false');
      await expect(mostViewed.getByRole('listitem').first()).toBeVisible();
      // Back at the top, so that the sticky header is drawn there in the full-page picture.
      await page.evaluate('window.scrollTo(0, 0)');
      await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
      await expectNoHorizontalOverflow(page);

      const file = testInfo.outputPath(`${testInfo.project.name}-${lang}-ad.png`);
      const png = await screenshotWholePage(page, file);
      expect(png.byteLength).toBeGreaterThan(10_000);
    },
  );
}
