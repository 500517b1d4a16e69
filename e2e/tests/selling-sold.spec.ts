import { expect, test, type Page } from '@playwright/test';
import { createAccount, signInAs } from '../support/accounts';
import { toast } from '../support/ad-page';
import { LANGS, texts, type Lang } from '../support/i18n';
import { publishCar } from '../support/selling';

/**
 * Issue 41 item 13: "Mark as sold" asks first (Cancel leaves the ad live), and a sold ad can be
 * put back on sale: available again (its expiry kept) or relisted (a whole lifetime from now).
 */

function tab(page: Page, lang: Lang, name: 'active' | 'sold' | 'expired') {
  return page.getByRole('tab', { name: new RegExp(`^${texts(lang).selling.myAds.tabs[name]}`) });
}

const BACK_ON_SALE = {
  available: { en: 'Your ad is available again.', ar: 'إعلانك متاح من جديد.' },
  relist: {
    en: 'Your ad is relisted: live again from today.',
    ar: 'أعيد نشر إعلانك: منشور من جديد بدءاً من اليوم.',
  },
} as const;

for (const lang of LANGS) {
  const t = texts(lang);

  test(
    `[${lang}] My ads: marking sold asks first, and a sold ad goes back on sale`,
    { tag: '@writes' },
    async ({ page, request }, testInfo) => {
      test.slow();
      await signInAs(page, await createAccount(request, testInfo));
      const title = lang === 'ar' ? 'سيارة هيونداي أكسنت للبيع' : 'A Hyundai Accent for sale';
      const adId = await publishCar(page, lang, title, 41);
      const main = page.getByRole('main');
      const item = main.getByRole('listitem').filter({ hasText: title });
      const confirmation = page.getByRole('dialog', { name: t.selling.myAds.markSoldTitle });
      const markSold = async () => {
        await item.getByRole('button', { name: t.selling.myAds.markSold }).click();
        await expect(confirmation).toContainText(title);
        await confirmation.getByRole('button', { name: t.selling.myAds.confirmMarkSold }).click();
        await expect(tab(page, lang, 'sold')).toHaveText(/\(1\)/);
      };

      // Cancel: nothing changes.
      await page.goto(`/${lang}/my-ads`);
      await item.getByRole('button', { name: t.selling.myAds.markSold }).click();
      await confirmation.getByRole('button', { name: t.selling.myAds.cancel }).click();
      await expect(confirmation).toHaveCount(0);
      await expect(item.getByRole('button', { name: t.selling.myAds.markSold })).toBeFocused();
      await expect(tab(page, lang, 'active')).toHaveText(/\(1\)/);
      await expect(tab(page, lang, 'sold')).toHaveText(/\(0\)/);

      // Sold, then available again: back in the active tab, its page without the ribbon.
      await markSold();
      await tab(page, lang, 'sold').click();
      await item.getByRole('button', { name: t.selling.myAds.availableAgain }).click();
      await expect(toast(page, BACK_ON_SALE.available[lang])).toBeVisible();
      await expect(tab(page, lang, 'active')).toHaveText(/\(1\)/);
      await expect(tab(page, lang, 'sold')).toHaveText(/\(0\)/);
      await page.goto(`/${lang}/ad/${String(adId)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(main.getByText(t.adDetail.sold, { exact: true })).toHaveCount(0);

      // Sold again, then relisted.
      await page.goto(`/${lang}/my-ads`);
      await markSold();
      await tab(page, lang, 'sold').click();
      await item.getByRole('button', { name: t.selling.myAds.relist }).click();
      await expect(toast(page, BACK_ON_SALE.relist[lang])).toBeVisible();
      await expect(tab(page, lang, 'active')).toHaveText(/\(1\)/);
      await expect(tab(page, lang, 'sold')).toHaveText(/\(0\)/);
    },
  );
}
