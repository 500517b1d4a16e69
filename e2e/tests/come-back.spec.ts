import { expect, test } from '@playwright/test';
import type { Envelope } from '@souq/contracts';
import { newPerson } from '../support/accounts';
import { fill, LANGS, texts } from '../support/i18n';
import { bell, expectUnread, notificationRow } from '../support/notifications';
import { carAdBody, publishCar } from '../support/selling';

/**
 * Issue 48's reasons to come back: a saved search tells its owner of a new matching ad as it
 * goes live (the bell counts it without a reload, the notification opens the ad), and a
 * favourite ad whose price goes down tells who keeps it.
 */

const CARS = 8;

/** A word no seeded ad has, so that only this test's ad matches the search. */
const uniqueWord = () =>
  `zebu${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

for (const lang of LANGS) {
  const n = texts(lang).notifications;

  test(
    `[${lang}] a saved search rings the bell when a matching ad goes live; the notification opens it`,
    { tag: '@writes' },
    async ({ browser }, testInfo) => {
      test.slow();
      const buyer = await newPerson(browser, testInfo);
      const seller = await newPerson(browser, testInfo);
      const word = uniqueWord();
      const name = `${word} cars`;
      const saved = await buyer.page.request.post('/api/saved-searches', {
        headers: { lang },
        data: { name, category_id: CARS, q: word, alerts: 'instant' },
      });
      expect(saved.status(), await saved.text()).toBe(201);
      await buyer.page.goto(`/${lang}`);
      await expectUnread(buyer.page, lang, 0);

      const title = `Toyota ${word}`;
      const adId = await publishCar(seller.page, lang, title, 7);
      await expectUnread(buyer.page, lang, 1);

      await bell(buyer.page, lang).click();
      const row = notificationRow(
        buyer.page,
        lang,
        fill(n.text.savedSearchAd, { search: name, title }),
        true,
      );
      await expect(row).toHaveAttribute('href', `/${lang}/ad/${String(adId)}`);
      await row.click();
      await expect(buyer.page).toHaveURL(`/${lang}/ad/${String(adId)}`);
      await expectUnread(buyer.page, lang, 0);
      await seller.page.context().close();
      await buyer.page.context().close();
    },
  );

  test(
    `[${lang}] a favourite ad's lower price is told to who keeps it`,
    { tag: '@writes' },
    async ({ browser }, testInfo) => {
      test.slow();
      const buyer = await newPerson(browser, testInfo);
      const seller = await newPerson(browser, testInfo);
      const title = `Kia ${uniqueWord()}`;
      const adId = await publishCar(seller.page, lang, title, 8);
      const kept = await buyer.page.request.post('/api/favorites/toggle', {
        data: { ad_id: adId },
      });
      expect(kept.ok(), await kept.text()).toBe(true);

      const lower = await carAdBody(seller.page, lang, title, 9, 2_000_000);
      const edited = await seller.page.request.put(`/api/selling/ads/${String(adId)}`, {
        headers: { lang },
        data: lower,
      });
      expect(edited.status(), await edited.text()).toBe(200);
      const status = ((await edited.json()) as Envelope<{ status: string }>).data.status;
      expect(status).toBe('active');

      await buyer.page.goto(`/${lang}/notifications`);
      // The task runs apart from the edit: the centre shows it when its event comes.
      const row = buyer.page.getByRole('main').getByRole('link').filter({ hasText: title });
      await expect(row).toBeVisible({ timeout: 20_000 });
      await expect(row).toHaveAttribute('href', `/${lang}/ad/${String(adId)}`);
      await seller.page.context().close();
      await buyer.page.context().close();
    },
  );
}
