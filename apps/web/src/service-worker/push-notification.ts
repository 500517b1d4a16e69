import { APP_FILES, directionOf, type Lang, type PushText } from '@souq/contracts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isPushText = (value: unknown): value is PushText =>
  isRecord(value) &&
  typeof value.title === 'string' &&
  typeof value.body === 'string' &&
  typeof value.url === 'string';

/** What `showNotification` is given. */
export type ShownNotification = { title: string; options: NotificationOptions };

/**
 * The notification of a push's payload (`PushMessage` of @souq/contracts), in `lang`; undefined
 * when the payload is not one. Its tag is the notification's id: a push that comes twice (a
 * retry, docs/decisions/0110-notifications.md) replaces the one shown rather than adding one.
 */
export function notificationOf(payload: unknown, lang: Lang): ShownNotification | undefined {
  if (!isRecord(payload) || typeof payload.id !== 'number') return undefined;
  const text = payload[lang];
  if (!isPushText(text)) return undefined;
  return {
    title: text.title,
    options: {
      body: text.body,
      tag: String(payload.id),
      data: { url: text.url },
      icon: APP_FILES.notificationIcon,
      badge: APP_FILES.notificationBadge,
      lang,
      dir: directionOf(lang),
    },
  };
}

/** The page a shown notification opens: its link, on this site only (else the site's root). */
export function pageOfNotification(data: unknown, origin: string): string {
  if (!isRecord(data) || typeof data.url !== 'string') return `${origin}/`;
  const url = new URL(data.url, origin);
  return url.origin === origin ? url.href : `${origin}/`;
}
