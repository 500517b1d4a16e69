import { expect, test } from '@playwright/test';
import { createAccount, signInAs } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { escapeRegExp, LANGS, texts } from '../support/i18n';
import { publishCar } from '../support/selling';

/**
 * Issue 42: the first ads of a new account wait for a moderator. Their seller finds them in My
 * ads' "In review" tab, and their page tells them so in place of the buyers' actions; anybody
 * else finds no such page.
 */
for (const lang of LANGS) {
  const t = texts(lang);
  const mine = t.selling.myAds;

  test(
    `[${lang}] a new seller's ad waits for review: My ads and its page say so`,
    {
      tag: '@writes',
    },
    async ({ page, browser }, testInfo) => {
      const seller = await createAccount(page.request, testInfo);
      await signInAs(page, seller);
      const title = `${lang === 'ar' ? 'سيارة بانتظار المراجعة' : 'Car waiting for review'} ${seller.phoneLocal}`;
      const adId = await publishCar(page, lang, title, testInfo.workerIndex + 17, { held: true });

      await page.goto(`/${lang}/my-ads`);
      const tab = (name: string, count: number) =>
        page.getByRole('tab', {
          name: new RegExp(`^${escapeRegExp(name)}\\s*\\(${String(count)}\\)$`),
        });
      const review = tab(mine.tabs.review, 1);
      await expect(tab(mine.tabs.active, 0)).toBeVisible();
      await review.click();
      await expect(review).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(`/${lang}/my-ads?tab=review`);
      const item = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: title });
      await expect(item.getByRole('note')).toHaveText(mine.status.pending);
      await expectNoSeriousViolations(page);

      // Its page: where it stands, instead of Call, Chat, the tips and Report.
      await item.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(`/${lang}/ad/${String(adId)}`);
      const banner = page.getByRole('region', { name: t.adDetail.moderation.pending.title });
      await expect(banner).toContainText(t.adDetail.moderation.pending.text);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('button', { name: t.report.ad })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.adDetail.chat })).toHaveCount(0);
      await expect(page.getByRole('main').locator('a[href^="tel:"]')).toHaveCount(0);
      await banner.getByRole('link', { name: t.adDetail.moderation.myAds }).click();
      await expect(page).toHaveURL(`/${lang}/my-ads?tab=review`);

      // Anybody else: no such page.
      const visitor = await browser.newPage();
      await visitor.goto(`${String(testInfo.project.use.baseURL)}/${lang}/ad/${String(adId)}`);
      const missing = [t.notFound.title, t.notFound.goneTitle].map(escapeRegExp).join('|');
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
        new RegExp(`^(${missing})$`),
      );
      await expect(visitor.getByText(title)).toHaveCount(0);
      await visitor.close();
    },
  );
}
