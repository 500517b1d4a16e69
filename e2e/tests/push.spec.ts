import { expect, test, type Page } from '@playwright/test';
import type { PushMessage } from '@souq/contracts';
import { browserKeys, decrypt, PushService } from '../../apps/api/test/helpers/push-service';
import { newPerson } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { dirOf, LANGS, texts } from '../support/i18n';
import { publishCar } from '../support/selling';
import { pushDelivery, shownNotifications } from '../support/service-worker';

/**
 * Issue 48's web push, from the offer to the notification on the phone: saving a search with
 * alerts offers push on this browser, which subscribes it for the user; a matching ad is pushed,
 * encrypted, to the subscription's push service; the service worker shows it in the language
 * of the visit, tagged with the notification's id.
 *
 * The push service is the test's own on 127.0.0.1 (the e2e server accepts any address: its
 * DEV_ROUTES), and the browser's subscription points at it: Chromium's own push service cannot
 * be reached from here, so `PushManager`'s subscribe is the one thing the test gives the page.
 * What that service receives is delivered to the service worker through DevTools, as Chromium's
 * would be.
 */

const CARS = 8;

/** A word no seeded ad has, so that only this test's ad matches the search. */
const uniqueWord = () =>
  `zebu${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** Makes the page's `PushManager` subscribe to `endpoint` with the test's keys, kept per tab. */
async function useTestPushService(
  page: Page,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
) {
  const made = JSON.stringify({ ...subscription, expirationTime: null });
  await page.addInitScript(`{
    const KEPT = 'e2e-push-subscribed';
    const made = ${made};
    const subscription = {
      endpoint: made.endpoint,
      expirationTime: null,
      toJSON: () => made,
      unsubscribe: async () => {
        sessionStorage.removeItem(KEPT);
        return true;
      },
    };
    PushManager.prototype.subscribe = async () => {
      sessionStorage.setItem(KEPT, '1');
      return subscription;
    };
    PushManager.prototype.getSubscription = async () =>
      sessionStorage.getItem(KEPT) === null ? null : subscription;
  }`);
}

const service = new PushService();
test.beforeAll(() => service.start());
test.afterAll(() => service.close());

for (const lang of LANGS) {
  const t = texts(lang);

  test(
    `[${lang}] saving a search offers push; a matching ad is pushed and shown on the phone`,
    { tag: '@writes' },
    async ({ browser }, testInfo) => {
      test.slow();
      const browserSide = browserKeys();
      const endpoint = service.url(`/${lang}-${testInfo.project.name}-${uniqueWord()}`);
      const buyer = await newPerson(browser, testInfo, {
        serviceWorkers: 'allow',
        permissions: ['notifications'],
      });
      const seller = await newPerson(browser, testInfo);
      await useTestPushService(buyer.page, { endpoint, keys: browserSide.keys });
      const word = uniqueWord();

      await test.step('saving a search with alerts offers push, which subscribes', async () => {
        await buyer.page.goto(`/${lang}/category/${String(CARS)}?q=${word}`);
        await buyer.page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
        await buyer.page
          .getByRole('main')
          .getByRole('button', { name: t.saveSearch.button })
          .click();
        const dialog = buyer.page.getByRole('dialog', { name: t.savedSearches.saveTitle });
        await dialog.getByRole('button', { name: t.savedSearches.save, exact: true }).click();
        const offer = dialog.getByRole('group', { name: t.notifications.device.offerTitle });
        await expect(offer).toBeVisible();
        await expectNoSeriousViolations(buyer.page);
        await offer.getByRole('button', { name: t.notifications.device.turnOn }).click();
        await expect(dialog).toHaveCount(0);
      });

      await test.step('the settings say this device is told', async () => {
        await buyer.page.goto(`/${lang}/profile#notification-settings`);
        await expect(
          buyer.page.getByRole('switch', { name: t.notifications.device.switch }),
        ).toBeChecked();
        await expectNoSeriousViolations(buyer.page);
      });

      const title = `Toyota ${word}`;
      const adId = await publishCar(seller.page, lang, title, 11);
      let message: PushMessage | undefined;
      await test.step('the push service receives the new ad, encrypted for this browser', async () => {
        await expect.poll(() => service.to(new URL(endpoint).pathname).length).toBe(1);
        const [push] = service.to(new URL(endpoint).pathname);
        message = decrypt(push?.body ?? Buffer.alloc(0), browserSide);
        expect(message[lang].url).toBe(`/${lang}/ad/${String(adId)}`);
        expect(message[lang].body).toContain(title);
      });

      await test.step('the service worker shows it in the language of the visit', async () => {
        const pushed = message as PushMessage;
        const deliver = await pushDelivery(buyer.page);
        await deliver(JSON.stringify(pushed));
        await expect
          .poll(() => shownNotifications(buyer.page))
          .toEqual([
            {
              title: pushed[lang].title,
              body: pushed[lang].body,
              tag: String(pushed.id),
              dir: dirOf(lang),
              url: pushed[lang].url,
            },
          ]);
        expect(pushed[lang].title).toBe(t.notifications.kinds.saved_search);
      });
      await seller.page.context().close();
      await buyer.page.context().close();
    },
  );
}
