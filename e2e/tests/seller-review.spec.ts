import { expect, test } from '@playwright/test';
import { apiMessage } from '../../apps/api/src/shared/messages';
import { createAccount, signInAs } from '../support/accounts';
import { toast } from '../support/ad-page';
import { expectNoSeriousViolations } from '../support/axe';
import { escapeRegExp, LANGS, texts } from '../support/i18n';
import { field, publishCar } from '../support/selling';
import { decideOnAd, STAFF, useStaffSession } from '../support/staff';

/**
 * Issue 42: the first ads of a new account wait for a moderator. Their seller finds them in My
 * ads' "In review" tab, and their page tells them so in place of the buyers' actions; anybody
 * else finds no such page. Rejected, the ad's page and My ads give the moderator's reason; its
 * seller edits it, which sends it for review again: back in the console's held ads.
 */
for (const lang of LANGS) {
  const t = texts(lang);
  const mine = t.selling.myAds;

  test(
    `[${lang}] a new seller's ad waits for review: My ads and its page say so; rejected, an edit sends it again`,
    {
      tag: '@writes',
    },
    async ({ page, browser }, testInfo) => {
      // The journey's rejection and the console may wait for a staff sign-in's code (a minute).
      test.setTimeout(180_000);
      const baseURL = String(testInfo.project.use.baseURL);
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
      await visitor.goto(`${baseURL}/${lang}/ad/${String(adId)}`);
      const missing = [t.notFound.title, t.notFound.goneTitle].map(escapeRegExp).join('|');
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
        new RegExp(`^(${missing})$`),
      );
      await expect(visitor.getByText(title)).toHaveCount(0);
      await visitor.close();

      // A moderator rejects it: My ads and its page give the reason, and say an edit sends it again.
      const reason = lang === 'ar' ? 'الصور ليست لهذه السيارة' : 'The photos are not of this car';
      expect(await decideOnAd(lang, adId, 'reject', reason)).toBe('rejected');
      await page.goto(`/${lang}/my-ads?tab=review`);
      const rejectedNote = item.getByRole('note');
      await expect(rejectedNote).toContainText(mine.status.rejected);
      await expect(rejectedNote).toContainText(reason);
      await expect(rejectedNote).toContainText(mine.resubmit);
      await item.getByRole('link', { name: title }).click();
      const rejected = page.getByRole('region', { name: t.adDetail.moderation.rejected.title });
      await expect(rejected).toContainText(t.adDetail.moderation.rejected.text);
      await expect(rejected).toContainText(reason);

      // Its edit form says so too; saving sends it for review again.
      await rejected.getByRole('link', { name: t.adDetail.moderation.rejected.edit }).click();
      await expect(page).toHaveURL(`/${lang}/my-ads/${String(adId)}/edit`);
      const main = page.getByRole('main');
      const editNote = main.getByRole('note');
      await expect(editNote).toContainText(t.selling.editStatus.rejected);
      await expect(editNote).toContainText(reason);
      await expect(field(main, t.selling.title)).toHaveValue(title);
      const edited = `${title} ${lang === 'ar' ? 'بصور حقيقية' : 'own photos'}`;
      await field(main, t.selling.title).fill(edited);
      await main.getByRole('button', { name: t.selling.preview }).click();
      await expect(
        main.getByRole('status').filter({ hasText: t.selling.previewNoteResubmit }),
      ).toBeVisible();
      await main.getByRole('button', { name: t.selling.saveAndResubmit }).click();
      await expect(toast(page, apiMessage('ad_resubmitted', lang))).toBeVisible();
      await expect(page).toHaveURL(`/${lang}/ad/${String(adId)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited);
      await expect(
        page.getByRole('region', { name: t.adDetail.moderation.pending.title }),
      ).toBeVisible();
      await page.goto(`/${lang}/my-ads?tab=review`);
      await expect(review).toBeVisible();
      const resubmitted = page
        .getByRole('tabpanel')
        .getByRole('listitem')
        .filter({ hasText: edited });
      await expect(resubmitted.getByRole('note')).toHaveText(mine.status.pending);

      // The console's held ads: edited after a rejection, with the reason it was rejected for.
      const staff = await browser.newPage();
      await useStaffSession(staff.context(), baseURL, STAFF.admin);
      await staff.goto(`${baseURL}/${lang}/admin/queue?kind=held`);
      const held = staff.getByRole('article').filter({ hasText: edited });
      await expect(held.getByRole('heading', { level: 2 })).toContainText(
        t.admin.holdReasons.resubmitted,
      );
      await expect(held).toContainText(`${t.admin.held.rejectedFor} ${reason}`);
      await staff.close();
    },
  );
}
