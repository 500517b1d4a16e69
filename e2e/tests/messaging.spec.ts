import { expect, test } from '@playwright/test';
import type { ContentPage } from '@souq/contracts';
import { expectNoSeriousViolations } from '../support/axe';
import { createAccount, signInAs, submitLogin } from '../support/accounts';
import { toast } from '../support/ad-page';
import { formatMessage } from '../../packages/contracts/src/validation-messages';
import { dirOf, LANGS, texts } from '../support/i18n';
import { apiData } from '../support/info-pages';
import {
  bubbles,
  messagesLink,
  sellerAndBuyer,
  sendThroughApi,
  startConversation,
} from '../support/messaging';
import { publishCar } from '../support/selling';
import { screenshotWholePage } from '../support/screenshot';

/**
 * Issue 18: a buyer and a seller, each in a browser of their own, talk about an ad; the
 * messages, the unread badge and the read marks follow live, without a reload.
 */
for (const lang of LANGS) {
  const t = texts(lang);
  const m = t.messaging;

  test(`[${lang}] a buyer and a seller chat live: badge, read marks, both directions; a message sent while the connection is cut arrives once when it is back; a seller reports and blocks, the buyer is told at once and keeps their draft`, async ({
    browser,
  }, testInfo) => {
    // Two users signed up in two browsers talk about three ads of the seller's: messages and read
    // marks going both ways live, two accessibility scans and two whole-page screenshots, a cut
    // connection, a report, a block and an unblock followed live in both.
    test.slow();
    const { seller, buyer, adId, title } = await sellerAndBuyer(browser, lang, testInfo);
    await test.step('a buyer and a seller chat live: badge, read marks, both directions', async () => {
      await seller.page.goto(`/${lang}/messages`);
      await expect(seller.page.getByText(m.empty)).toBeVisible();

      await buyer.page.goto(`/${lang}/ad/${String(adId)}`);
      await buyer.page.getByRole('button', { name: t.adDetail.chat }).click();
      await expect(buyer.page).toHaveURL(new RegExp(`/${lang}/messages/\\d+$`));
      await expect(buyer.page.getByRole('heading', { level: 1 })).toHaveText(seller.account.name);
      await expect(buyer.page.getByRole('link', { name: title })).toBeVisible();
      await expect(buyer.page.getByText(m.noMessages)).toBeVisible();
      // Before the buyer's first message, the safety tips once more (issue 42).
      const tips = await apiData<ContentPage>(buyer.page.request, 'pages/safety-tips', lang);
      const safetyTips = buyer.page.getByRole('complementary', { name: tips.title });
      await expect(safetyTips).toBeVisible();

      // A quick reply, in the page's language.
      await buyer.page
        .getByRole('group', { name: m.quickReplies })
        .getByRole('button', { name: m.quick.available })
        .click();
      const question = bubbles(buyer.page, m.quick.available);
      await expect(question.getByRole('img', { name: m.sent })).toBeVisible();
      await expect(safetyTips).toHaveCount(0);

      // The seller, on the conversations list, sees it come with no reload.
      await expect(messagesLink(seller.page, lang)).toContainText('1');
      const row = seller.page.getByRole('link', { name: new RegExp(buyer.account.name) });
      await expect(row).toContainText(m.quick.available);
      await row.click();
      await expect(bubbles(seller.page, m.quick.available)).toHaveCount(1);
      // The buyer's quick questions are not the seller's to ask.
      await expect(seller.page.getByRole('textbox', { name: m.write })).toBeVisible();
      await expect(seller.page.getByRole('group', { name: m.quickReplies })).toHaveCount(0);
      // Read: the badge goes, and the buyer's mark turns to "read".
      await expect(messagesLink(seller.page, lang)).not.toContainText('1');
      await expect(question.getByRole('img', { name: m.read })).toBeVisible();

      // The seller answers in the other language: each message reads in its own direction.
      const answer =
        lang === 'ar'
          ? 'Yes, it is available. Come on Friday.'
          : 'نعم، ما زالت متوفرة. تعال يوم الجمعة.';
      const box = seller.page.getByRole('textbox', { name: m.write });
      await box.fill(answer);
      await box.press('Enter');
      await expect(box).toHaveValue('');
      const answered = bubbles(buyer.page, answer);
      await expect(answered).toHaveCount(1);
      // The direction the browser resolved for each bubble's text (`dir="auto"`).
      const readsIn = (text: string, dir: 'rtl' | 'ltr') =>
        buyer.page.locator(`li[data-message-id] p:dir(${dir})`).filter({ hasText: text });
      await expect(readsIn(answer, lang === 'ar' ? 'ltr' : 'rtl')).toHaveCount(1);
      await expect(readsIn(m.quick.available, dirOf(lang))).toHaveCount(1);
      await expect(buyer.page.locator('html')).toHaveAttribute('dir', dirOf(lang));

      await expectNoSeriousViolations(buyer.page);
      await seller.page.goto(`/${lang}/messages`);
      await expect(
        seller.page.getByRole('link', { name: new RegExp(buyer.account.name) }),
      ).toContainText(answer);
      await expectNoSeriousViolations(seller.page);
      await screenshotWholePage(buyer.page, testInfo.outputPath(`${lang}-thread.png`));
      await screenshotWholePage(seller.page, testInfo.outputPath(`${lang}-conversations.png`));
    });

    await test.step('a message sent while the connection is cut arrives once when it is back', async () => {
      // The same two people, about another ad of the seller's.
      const secondAd = await publishCar(seller.page, lang, `${title} 2`, testInfo.workerIndex + 4);
      const id = await startConversation(buyer.page, secondAd);
      await sendThroughApi(buyer.page, id, 'First');
      await buyer.page.goto(`/${lang}/messages/${String(id)}`);
      await expect(bubbles(buyer.page, 'First')).toHaveCount(1);
      // The live stream is open: a message comes without a reload.
      await sendThroughApi(seller.page, id, 'Second');
      await expect(bubbles(buyer.page, 'Second')).toHaveCount(1);

      await buyer.page.context().setOffline(true);
      await sendThroughApi(seller.page, id, 'Sent while you were away');
      await buyer.page.context().setOffline(false);
      await expect(bubbles(buyer.page, 'Sent while you were away')).toHaveCount(1);
      await sendThroughApi(seller.page, id, 'And after');
      await expect(bubbles(buyer.page, 'And after')).toHaveCount(1);
      // None twice.
      await expect(buyer.page.locator('li[data-message-id]')).toHaveCount(4);
    });

    await test.step('a seller reports and blocks; the buyer is told at once and keeps their draft', async () => {
      // The same two people, about a third ad of the seller's: the block comes last.
      const thirdAd = await publishCar(seller.page, lang, `${title} 3`, testInfo.workerIndex + 5);
      const id = await startConversation(buyer.page, thirdAd);
      await sendThroughApi(buyer.page, id, 'Pay me first, then I will come');
      await seller.page.goto(`/${lang}/messages/${String(id)}`);

      await seller.page.getByRole('button', { name: m.options }).click();
      await seller.page.getByRole('menuitem', { name: m.report }).click();
      // The same reasons and note as an ad's report (issue 42).
      const r = t.reporting;
      const dialog = seller.page.getByRole('dialog', { name: r.title.conversation });
      await dialog.getByRole('button', { name: r.send }).click();
      await expect(dialog.getByText(formatMessage('report_reason', lang))).toBeVisible();
      await dialog.getByRole('radio', { name: r.reasons.scam }).check();
      await dialog.getByRole('textbox', { name: r.note }).fill('Asks for money up front');
      await dialog.getByRole('button', { name: r.send }).click();
      await expect(dialog.getByRole('status')).toHaveText(
        lang === 'ar'
          ? 'شكراً لك. سيراجع فريقنا هذه المحادثة.'
          : 'Thank you. Our team will review this conversation.',
      );
      await dialog.getByRole('button', { name: r.done }).click();
      await expect(dialog).toBeHidden();

      // The buyer is writing when the seller blocks them: told at once, the draft is kept.
      await buyer.page.goto(`/${lang}/messages/${String(id)}`);
      const box = buyer.page.getByRole('textbox', { name: m.write });
      await box.fill('Hello? Are you there?');
      await seller.page.getByRole('button', { name: m.options }).click();
      await seller.page.getByRole('menuitem', { name: m.block }).click();
      await expect(
        seller.page.getByRole('status').filter({ hasText: m.blockedByMe }),
      ).toBeVisible();
      await expect(seller.page.getByRole('textbox', { name: m.write })).toBeDisabled();
      await expect(
        buyer.page.getByRole('status').filter({ hasText: m.blockedByThem }),
      ).toBeVisible();
      await expect(box).toBeDisabled();
      await expect(box).toHaveValue('Hello? Are you there?');

      await seller.page.getByRole('button', { name: m.options }).click();
      await seller.page.getByRole('menuitem', { name: m.unblock }).click();
      await expect(box).toBeEnabled();
      await buyer.page.getByRole('button', { name: m.send, exact: true }).click();
      await expect(bubbles(seller.page, 'Hello? Are you there?')).toHaveCount(1);
      await expect(box).toHaveValue('');

      // A message over 2,000 characters is refused with its message, and stays in the box.
      const long = 'x'.repeat(2001);
      await box.fill(long);
      await box.press('Enter');
      await expect(buyer.page.getByText(formatMessage('message_max', lang))).toBeVisible();
      await expect(box).toHaveValue(long);
      await buyer.page.context().close();
      await seller.page.context().close();
    });
  });

  test(`[${lang}] a visitor's Chat asks to log in and lands in the conversation, no Chat on your own ad; a customer writes to a store and asks the employer about its job`, async ({
    page,
    request,
  }, testInfo) => {
    // Three accounts, an ad published and a sign-in through the form.
    test.slow();
    await test.step("a visitor's Chat asks to log in and lands in the conversation; no Chat on your own ad", async () => {
      const seller = await createAccount(request, testInfo);
      await signInAs(page, seller);
      const adId = await publishCar(
        page,
        lang,
        `${lang === 'ar' ? 'سيارة البائع' : 'Seller car'} ${seller.phoneLocal}`,
        testInfo.workerIndex,
      );
      await page.goto(`/${lang}/ad/${String(adId)}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: t.adDetail.like })).toBeVisible();
      await expect(page.getByRole('button', { name: t.adDetail.chat })).toHaveCount(0);

      await page.context().clearCookies();
      const buyer = await createAccount(request, testInfo);
      await page.goto(`/${lang}/ad/${String(adId)}`);
      await page.getByRole('button', { name: t.adDetail.chat }).click();
      await expect(toast(page, t.adDetail.loginRequiredForChat)).toBeVisible();
      const intent = `/${lang}/messages/new?ad=${String(adId)}`;
      await expect(page).toHaveURL(
        `/${lang}/login?${new URLSearchParams({ redirect: intent }).toString()}`,
      );
      // Signed in, the visitor is in the conversation with the seller (issue 41, item 18), with
      // no second press of Chat; Back returns to the ad.
      await submitLogin(page, t, buyer.userName, buyer.password);
      await expect(page).toHaveURL(new RegExp(`/${lang}/messages/\\d+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(seller.name);
      await page.goBack();
      await expect(page).toHaveURL(`/${lang}/ad/${String(adId)}`);
    });

    await test.step('a customer writes to a store and asks the employer about its job', async () => {
      // A visitor again.
      await page.context().clearCookies();
      // The seed's Khoury Real Estate (store 3) posted the Real Estate Agent offer (job 29).
      await page.goto(`/${lang}/store/3`);
      await page.getByRole('button', { name: t.chatEntry.store }).click();
      await expect(toast(page, t.adDetail.loginRequiredForChat)).toBeVisible();

      await signInAs(page, await createAccount(request, testInfo));
      await page.goto(`/${lang}/store/3`);
      await page.getByRole('button', { name: t.chatEntry.store }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/messages/\\d+$`));
      const storeLink = page.getByRole('link', { name: /Khoury Real Estate/ });
      await expect(storeLink).toHaveAttribute('href', `/${lang}/store/3`);
      await expect(storeLink).toContainText(m.aboutStore);
      await page.getByRole('button', { name: m.quick.whereToSee }).click();
      await expect(bubbles(page, m.quick.whereToSee)).toHaveCount(1);

      await page.goto(`/${lang}/job/29`);
      await page.getByRole('button', { name: t.chatEntry.job }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/messages/\\d+$`));
      const jobTitle = lang === 'ar' ? 'وسيط عقاري' : 'Real Estate Agent';
      const jobLink = page.getByRole('link', { name: new RegExp(jobTitle) });
      await expect(jobLink).toHaveAttribute('href', `/${lang}/job/29`);
      await page.getByRole('button', { name: m.quick.available }).click();
      await expect(bubbles(page, m.quick.available)).toHaveCount(1);

      await page.goto(`/${lang}/messages`);
      await expect(page.getByRole('link', { name: /Khoury Real Estate/ })).toContainText(
        m.quick.whereToSee,
      );
      await expect(page.getByRole('link', { name: new RegExp(jobTitle) })).toContainText(
        m.quick.available,
      );
    });
  });
}
