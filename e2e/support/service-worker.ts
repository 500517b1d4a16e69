import type { Page } from '@playwright/test';

/**
 * The warning Playwright logs when a page registers its service worker while the config blocks
 * it (`serviceWorkers: 'block'`, playwright.config.ts): a production build's pages all do, once
 * the app is alive (apps/web app/service-worker.ts). Not a problem of the page.
 */
export const SERVICE_WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/**
 * A way to hand pushes to the page's service worker as its push service would (DevTools'
 * `ServiceWorker.deliverPushMessage`): the returned function delivers one, its `data` as sent.
 */
export async function pushDelivery(page: Page): Promise<(data: string) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((registration) => !registration.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registration = await registrationId;
  const origin = new URL(page.url()).origin;
  return async (data) => {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registration,
      data,
    });
  };
}

export type ShownNotification = {
  title: string;
  body: string;
  tag: string;
  dir: string;
  url: string;
};

/** The notifications the site's worker shows now. */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate<ShownNotification[]>(`navigator.serviceWorker.ready
    .then((registration) => registration.getNotifications())
    .then((shown) => shown.map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      dir: notification.dir,
      url: notification.data.url,
    })))`);
}
