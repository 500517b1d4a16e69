import { readFileSync } from 'node:fs';
import { appAlive } from '../support/page-data';
import { expect, test } from '@playwright/test';
import { LANGS, texts } from '../support/i18n';
import { bubbles, sellerAndBuyer, sendThroughApi, startConversation } from '../support/messaging';
import { pictureFiles } from '../support/selling';

/**
 * The other person keeps a conversation with an account that is deleted (issue 41, item 6):
 * its messages stay, under 'Deleted account', its picture shown as removed, and no message box.
 */
for (const lang of LANGS) {
  const t = texts(lang);

  test(
    `[${lang}] a conversation with a deleted account stays, read-only, under 'deleted account'`,
    { tag: '@writes' },
    async ({ browser }, testInfo) => {
      test.slow();
      const { seller, buyer, adId, title } = await sellerAndBuyer(browser, lang, testInfo);
      const id = await startConversation(buyer.page, adId);
      await sendThroughApi(buyer.page, id, t.messaging.quick.available);
      const answer = lang === 'ar' ? 'نعم، ما زالت متوفرة' : 'Yes, it is';
      await sendThroughApi(seller.page, id, answer);
      const { photo } = await pictureFiles(testInfo.workerIndex + 60);
      const picture = await seller.page.request.post(`/api/conversations/${String(id)}/pictures`, {
        data: readFileSync(photo),
        headers: { 'content-type': 'image/jpeg' },
      });
      expect(picture.status(), await picture.text()).toBe(201);

      const page = buyer.page;
      await page.goto(`/${lang}/messages/${String(id)}`);
      await appAlive(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(seller.account.name);
      await expect(page.getByRole('textbox', { name: t.messaging.write })).toBeVisible();
      await expect(page.locator('li[data-message-id] img')).toHaveCount(1);

      const deleted = await seller.page.request.delete('/api/me', {
        data: { password: seller.account.password },
      });
      expect(deleted.status(), await deleted.text()).toBe(200);

      // The open thread changes at once: no message box, no quick replies, a notice instead.
      await expect(
        page.getByRole('status').filter({ hasText: t.messaging.accountDeleted }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.messaging.deletedAccount);
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await expect(page.getByRole('group', { name: t.messaging.quickReplies })).toHaveCount(0);
      // Nothing leads to the account or to its ad any more.
      const heading = page.locator('section > header');
      await expect(heading.getByRole('link')).toHaveCount(0);
      await expect(heading).toContainText(t.messaging.subjectGone);
      // Both sides of the conversation stay; its picture is shown as removed.
      await expect(bubbles(page, t.messaging.quick.available)).toHaveCount(1);
      await expect(bubbles(page, answer)).toContainText(`${t.messaging.deletedAccount}:`);
      await expect(page.locator('li[data-message-id] img')).toHaveCount(0);
      await expect(page.locator('li[data-message-id]').last()).toContainText(
        t.messaging.pictureRemoved,
      );
      await page.screenshot({
        path: testInfo.outputPath(`${testInfo.project.name}-${lang}-deleted-account-thread.png`),
      });

      // Its options still report the conversation, but there is nobody to block.
      await page.getByRole('button', { name: t.messaging.options }).click();
      await expect(page.getByRole('menuitem', { name: t.messaging.report })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: t.messaging.block })).toHaveCount(0);
      await page.keyboard.press('Escape');

      await page.goto(`/${lang}/messages`);
      const row = page.getByRole('link', { name: new RegExp(t.messaging.deletedAccount) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(t.messaging.subjectGone);
      await expect(row).toContainText(t.messaging.pictureRemoved);
      await expect(page.getByText(seller.account.name)).toHaveCount(0);
      await expect(page.getByText(title)).toHaveCount(0);
      await page.screenshot({
        path: testInfo.outputPath(`${testInfo.project.name}-${lang}-deleted-account-list.png`),
      });
    },
  );
}
