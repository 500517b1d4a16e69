import type { Envelope } from '@souq/contracts';
import { apiGet, apiRequest } from '../http/api-client';

/**
 * Whether this browser can be told by push, and whether it is:
 * - `unsupported`: no service worker or Push API (an old browser, a private window of some), or
 *   the server sends no push (no VAPID keys);
 * - `denied`: the user blocked notifications for the site; only the browser's settings undo it;
 * - `off`: it could be asked (or is allowed) and is not subscribed;
 * - `on`: this browser's subscription is kept for the signed-in user.
 */
export type PushDeviceState = 'unsupported' | 'denied' | 'off' | 'on';

function pushApiPresent(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function serverKey(): Promise<string | null> {
  return (await apiGet<Envelope<{ key: string | null }>>('push/key')).data.key;
}

/**
 * The service worker's registration, once one controls the site; undefined when none is
 * registered (the development server, a browser that refused it).
 */
async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration('/');
}

export async function pushDeviceState(): Promise<PushDeviceState> {
  if (!pushApiPresent()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const [key, registration] = await Promise.all([serverKey(), workerRegistration()]);
  if (key === null || registration === undefined) return 'unsupported';
  const subscription = await registration.pushManager.getSubscription();
  return subscription !== null && Notification.permission === 'granted' ? 'on' : 'off';
}

/** The VAPID key as the Push API takes it: the bytes of its URL-safe base64. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Asks the browser for permission (its own prompt: call it from a tap), subscribes it with the
 * server's key and gives the subscription to the server for the signed-in user. The state it
 * ends in: `on`, or `denied`/`off` when the user said no or dismissed the prompt.
 */
export async function turnPushOn(): Promise<PushDeviceState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const [key, registration] = await Promise.all([serverKey(), navigator.serviceWorker.ready]);
  if (key === null) return 'unsupported';
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(key),
    }));
  await apiRequest<null>('push/subscriptions', {
    method: 'POST',
    body: subscription.toJSON(),
  });
  return 'on';
}

/**
 * Stops push to this browser: the server forgets its subscription for the signed-in user, then
 * the browser drops it. Done before signing out too, so that the next person to sign in on this
 * browser is not told of the last one's notifications.
 */
export async function turnPushOff(): Promise<void> {
  if (!pushApiPresent()) return;
  const subscription = await (await workerRegistration())?.pushManager.getSubscription();
  if (!subscription) return;
  await apiRequest<null>(
    `push/subscriptions?endpoint=${encodeURIComponent(subscription.endpoint)}`,
    { method: 'DELETE' },
  );
  await subscription.unsubscribe();
}
