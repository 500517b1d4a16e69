import type { Notification, NotificationKind } from '@souq/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  BadgeCheck,
  Ban,
  CalendarClock,
  MessageCircle,
  Search,
  Star,
  TrendingDown,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatAge } from '../../shared/format/relative-age';
import { useLang } from '../../shared/i18n/use-lang';
import { useTranslation } from '../../shared/i18n/use-translation';
import { NOTIFICATIONS_KEY } from '../../shared/notifications/notifications-api';
import { markNotificationRead } from './api';
import { notificationView, type NotificationView } from './notification-view';

const ICONS: Record<NotificationKind, LucideIcon> = {
  saved_search: Search,
  message: MessageCircle,
  ad_approved: BadgeCheck,
  ad_rejected: Ban,
  ad_expiring: CalendarClock,
  price_drop: TrendingDown,
  review: Star,
  follower: UserPlus,
};

/** Marks a value's place in a translated text: an invisible separator none of our texts holds. */
const MARK = '\u2063';
const MARKED = new RegExp(`${MARK}(\\d+)${MARK}`);

/**
 * A notification's text with what it names (an ad's title, a person's name) in bold, each in
 * its own direction. The names are put in after the text is translated, so that a title is
 * shown as it was written, whatever characters it holds.
 */
export function notificationText(view: NotificationView, t: TFunction): ReactNode[] {
  const names = Object.keys(view.values);
  const places = Object.fromEntries(
    names.map((name, index) => [name, `${MARK}${String(index)}${MARK}`]),
  );
  const text = t(view.key, {
    ...places,
    ...(view.count === undefined ? {} : { count: view.count }),
  });
  return text.split(MARKED).map((part, index) =>
    index % 2 === 0 ? (
      part
    ) : (
      <bdi key={index} className="font-semibold">
        {view.values[names[Number(part)] ?? '']}
      </bdi>
    ),
  );
}

/**
 * One notification of the centre: its text, how long ago, and a link to what it is about. An
 * unread one is tinted, bold and marked with a dot, and says so to a screen reader; following
 * its link marks it read.
 */
export function NotificationRow({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const view = notificationView(notification, lang, t);
  const Icon = ICONS[notification.kind];
  const unread = !notification.read;

  const markRead = () => {
    if (!unread) return;
    // The page being opened does not wait for it; a mark that failed leaves it unread.
    void markNotificationRead(notification.id).then(
      () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
      () => undefined,
    );
  };

  return (
    <Link
      to={view.href}
      onClick={markRead}
      className={`flex items-start gap-3 p-3 hover:bg-slate-50 ${unread ? 'bg-teal-50/60' : ''}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
      <span className="min-w-0 flex-1">
        <span className={`block ${unread ? 'font-semibold text-slate-900' : 'text-slate-700'}`}>
          {unread ? <span className="sr-only">{`${t('notifications.unreadMark')} `}</span> : null}
          {notificationText(view, t)}
        </span>
        <time dateTime={notification.created_at} className="mt-0.5 block text-xs text-slate-500">
          {formatAge(notification.created_at, t)}
        </time>
      </span>
      {unread ? (
        <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-teal-700" />
      ) : null}
    </Link>
  );
}
