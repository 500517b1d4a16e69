import * as z from 'zod';
import { pageQuery } from './ads.ts';
import { idParam } from './catalog.ts';
import type { Lang } from './lang.ts';
import { savedSearch } from './saved-searches.ts';

/**
 * The notification centre (issue 48): what a user is told, newest first, each linking to what it
 * is about. The texts are the client's (both languages); a notification carries what they name.
 */

/** The kinds of notification; a user chooses per kind whether to be told, in the site and by push. */
export const NOTIFICATION_KINDS = [
  'saved_search',
  'message',
  'ad_approved',
  'ad_rejected',
  'ad_expiring',
  'price_drop',
  'review',
  'follower',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Notifications a page of the centre lists. */
export const NOTIFICATIONS_PER_PAGE = 20;

/** An ad a notification is about, as it was when the notification was made. */
const aboutAd = z.object({ id: z.number().int(), title: z.string() });

/** The search of a saved-search notification: to open its page (a digest's link). */
const aboutSearch = savedSearch.pick({
  id: true,
  name: true,
  category_id: true,
  q: true,
  filtersAttributes: true,
  sort: true,
});

/** Who did what a notification tells: a user, or the store they did it as. */
const actor = z.object({
  type: z.enum(['user', 'store']),
  id: z.number().int(),
  name: z.string(),
});

const base = {
  id: z.number().int(),
  created_at: z.string(),
  read: z.boolean(),
};

export const notification = z.discriminatedUnion('kind', [
  /** New ads for a saved search: one ad (`count` 1, at once) or a daily digest (`ad` null). */
  z.object({
    ...base,
    kind: z.literal('saved_search'),
    search: aboutSearch,
    ad: aboutAd.nullable(),
    count: z.number().int(),
  }),
  /** A message in a conversation the user did not have open. */
  z.object({
    ...base,
    kind: z.literal('message'),
    conversation_id: z.number().int(),
    sender: actor,
    ad: aboutAd.nullable(),
  }),
  z.object({ ...base, kind: z.literal('ad_approved'), ad: aboutAd }),
  z.object({ ...base, kind: z.literal('ad_rejected'), ad: aboutAd }),
  /** The ad leaves the lists at `expires_at` unless renewed. */
  z.object({ ...base, kind: z.literal('ad_expiring'), ad: aboutAd, expires_at: z.string() }),
  /** A favourite ad's price went down. */
  z.object({
    ...base,
    kind: z.literal('price_drop'),
    ad: aboutAd,
    old_price: z.number(),
    new_price: z.number(),
  }),
  /**
   * A review or rating on the user's ad or store: `stars` from 0.5 to 5 in half steps (a
   * rating's, or the reviewer's rating of the same), null for a review without one.
   */
  z.object({
    ...base,
    kind: z.literal('review'),
    subject: z.object({ type: z.enum(['ad', 'store']), id: z.number().int(), name: z.string() }),
    reviewer: actor,
    stars: z.number().nullable(),
  }),
  /** Someone follows the user or their store. */
  z.object({
    ...base,
    kind: z.literal('follower'),
    follower: actor,
    followed: z.object({ type: z.enum(['user', 'store']), id: z.number().int() }),
  }),
]);
export type Notification = z.infer<typeof notification>;

/** What a notification holds besides its id, kind, time and read mark (its stored `data`). */
export type NotificationData<Kind extends NotificationKind> = Omit<
  Extract<Notification, { kind: Kind }>,
  keyof typeof base | 'kind'
>;

/** `GET /notifications?page=`. */
export const notificationsQuery = z.object({ page: pageQuery });

/** `POST /notifications/{id}/read`. */
export const notificationIdParams = z.object({ id: idParam });

/** `GET /notifications?page=`: newest first, with the unread count. */
export const notificationsPage = z.object({
  data: z.array(notification),
  meta: z.object({
    page: z.number().int(),
    last_page: z.number().int(),
    unread: z.number().int(),
  }),
});
export type NotificationsPage = z.infer<typeof notificationsPage>;

/** `GET /notifications/unread`: the bell's count. */
export const unreadNotifications = z.object({ unread: z.number().int() });

/** Whether a kind is told in the site (the centre, the bell) and by push. */
export const notificationChannels = z.object({ in_app: z.boolean(), push: z.boolean() });
export type NotificationChannels = z.infer<typeof notificationChannels>;

/** `GET` and `PUT /notification-settings`: every kind's channels. */
export const notificationSettings = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, notificationChannels])) as Record<
    NotificationKind,
    typeof notificationChannels
  >,
);
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** `POST /push/subscriptions`: a browser's push subscription (`PushSubscription.toJSON()`). */
export const pushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** `GET /push/key`: the server's VAPID public key; null when push is not configured. */
export const pushKey = z.object({ key: z.string().nullable() });

/** What a push says in one language, and the page it opens (under the language's prefix). */
export type PushText = { title: string; body: string; url: string };

/**
 * A push's payload, made by the API (modules/notifications/push-message.ts) and shown by the web
 * app's service worker: the notification's id and kind, and its words and link in both
 * languages. Users keep no language, so the service worker shows the one of the site's last
 * visit.
 */
export type PushMessage = { id: number; kind: NotificationKind } & Record<Lang, PushText>;
