import { notificationOf, pageOfNotification } from './push-notification';
import { visitLanguage } from './visit-language';

declare const self: ServiceWorkerGlobalScope;

/** A push's JSON payload; undefined when it has none or it is not JSON. */
function payloadOf(data: PushMessageData | null): unknown {
  try {
    return data?.json();
  } catch {
    return undefined;
  }
}

async function showPush(data: PushMessageData | null): Promise<void> {
  const notification = notificationOf(payloadOf(data), await visitLanguage());
  if (!notification) return;
  await self.registration.showNotification(notification.title, notification.options);
}

/**
 * Opens a notification's page in a window of the site, brought to the front (the one in front
 * already, if any), or in a new window when none is open.
 */
async function openPage(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  const open = windows.find((client) => client.focused) ?? windows[0];
  if (open) {
    const focused = await open.focus();
    if (await focused.navigate(url)) return;
  }
  await self.clients.openWindow(url);
}

/** Shows each push in the language of the site's last visit, and opens its page when tapped. */
export function listenForPushes(): void {
  self.addEventListener('push', (event) => {
    event.waitUntil(showPush(event.data));
  });
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openPage(pageOfNotification(event.notification.data, self.location.origin)));
  });
}
