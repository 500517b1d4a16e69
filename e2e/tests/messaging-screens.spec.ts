import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { dirOf, LANGS, texts } from '../support/i18n';
import { bubbles, sellerAndBuyer, sendThroughApi, startConversation } from '../support/messaging';

/**
 * The conversations list and a thread at this project's width (phone and desktop), in both
 * directions: nothing wider than the screen, my messages on the end side and theirs on the
 * start side, no serious accessibility problem.
 */
for (const lang of LANGS) {
  const t = texts(lang);

  test(`[${lang}] the conversations list and a thread fit the screen`, async ({
    browser,
  }, testInfo) => {
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
    const overflow = () =>
      page.evaluate<number>(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
    expect(await overflow(), 'horizontal overflow in px').toBe(0);

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
    await expectNoSeriousViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`${testInfo.project.name}-${lang}-thread.png`),
      fullPage: true,
    });

    await page.goto(`/${lang}/messages`);
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    expect(await overflow(), 'horizontal overflow in px').toBe(0);
    await expectNoSeriousViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`${testInfo.project.name}-${lang}-conversations.png`),
      fullPage: true,
    });
    await buyer.page.context().close();
    await seller.page.context().close();
  });
}
