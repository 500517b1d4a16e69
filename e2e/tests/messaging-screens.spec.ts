import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { dirOf, LANGS, texts } from '../support/i18n';
import { formatMessage } from '../../packages/contracts/src/validation-messages';
import { bubbles, sellerAndBuyer, sendThroughApi, startConversation } from '../support/messaging';
import { pictureFiles } from '../support/selling';
import { screenshotWholePage } from '../support/screenshot';
import { expectNoHorizontalOverflow } from '../support/layout';

/**
 * The conversations list and a thread at this project's width (phone and desktop), in both
 * directions: nothing wider than the screen, my messages on the end side and theirs on the
 * start side, a picture sent from the message box, no serious accessibility problem.
 */
for (const lang of LANGS) {
  const t = texts(lang);

  test(
    `[${lang}] the conversations list and a thread fit the screen`,
    { tag: '@layout' },
    async ({ browser }, testInfo) => {
      // Two people sign up, write, and one sends a picture the other receives live.
      test.slow();
      const { seller, buyer, adId, title } = await sellerAndBuyer(browser, lang, testInfo);
      const id = await startConversation(buyer.page, adId);
      const long = `${t.messaging.quick.lastPrice} ${'https://souq.example/a/very/long/address/without/any/space/'.repeat(3)}`;
      await sendThroughApi(buyer.page, id, long);
      await sendThroughApi(
        seller.page,
        id,
        lang === 'ar' ? 'Can you come tomorrow?' : 'هل يمكنك المجيء غداً؟',
      );

      const page = buyer.page;
      await page.goto(`/${lang}/messages/${String(id)}`);
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
      const mine = bubbles(page, long);
      await expect(mine).toHaveCount(1);
      await expectNoHorizontalOverflow(page);

      // Mine at the end side, theirs at the start side of the thread.
      const thread = page.locator('li[data-message-id]');
      const box = async (index: number) => {
        const found = await thread.nth(index).locator('div').first().boundingBox();
        if (!found) throw new Error('a bubble is not on screen');
        return found;
      };
      const [own, theirs] = [await box(0), await box(1)];
      if (lang === 'ar') expect(own.x).toBeLessThan(theirs.x);
      else expect(own.x + own.width).toBeGreaterThan(theirs.x + theirs.width);

      // A picture from the message box: refused when it is not one, else shown to both, live.
      await seller.page.goto(`/${lang}/messages/${String(id)}`);
      const sellersThread = seller.page.locator('li[data-message-id]');
      await expect(sellersThread).toHaveCount(2);
      const { photo, text } = await pictureFiles(testInfo.workerIndex + 40);
      const picker = page.locator('input[type="file"]');
      await picker.setInputFiles(text);
      await expect(page.getByRole('alert')).toHaveText(formatMessage('picture_type', lang));
      await picker.setInputFiles(photo);
      const sent = page.locator('li[data-message-id] img');
      await expect(sent).toHaveAccessibleName(t.messaging.picture);
      await expect(page.getByRole('alert')).toHaveCount(0);
      const received = sellersThread.locator('img');
      await expect(received).toHaveCount(1);
      for (const picture of [sent, received]) {
        await expect
          .poll(() => picture.evaluate((img) => (img as { naturalWidth?: number }).naturalWidth))
          .toBeGreaterThan(0);
      }
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousViolations(page);
      await screenshotWholePage(
        page,
        testInfo.outputPath(`${testInfo.project.name}-${lang}-thread.png`),
      );
      // What the sender sees: the picture above the sticky message box, not under it.
      await page.screenshot({
        path: testInfo.outputPath(`${testInfo.project.name}-${lang}-thread-screen.png`),
      });

      await page.goto(`/${lang}/messages`);
      await expect(page.getByRole('link', { name: new RegExp(title) })).toContainText(
        t.messaging.picture,
      );
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousViolations(page);
      await screenshotWholePage(
        page,
        testInfo.outputPath(`${testInfo.project.name}-${lang}-conversations.png`),
      );
      await buyer.page.context().close();
      await seller.page.context().close();
    },
  );
}
