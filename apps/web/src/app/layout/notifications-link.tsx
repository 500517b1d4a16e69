import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../shared/auth/auth-store';
import { useLang } from '../../shared/i18n/use-lang';
import { useTranslation } from '../../shared/i18n/use-translation';
import { paths } from '../../shared/lib/paths';
import { connectChatEvents } from '../../shared/messaging/chat-events';
import { unreadNotificationsQueryOptions } from '../../shared/notifications/notifications-api';

/**
 * The header's bell: the way to the notification centre, with the unread count. Signed-in users
 * only: the header loads it apart (with the account texts), so an anonymous visit does not carry
 * it. While it is on screen it keeps the tab's event stream open, whose `notification` events
 * fetch the count again. Under 360 px the header has no room for it (the account link would
 * leave the screen): the profile page links the notifications too.
 */
export function NotificationsLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id;
  useEffect(
    () => (userId === undefined ? undefined : connectChatEvents(queryClient, userId)),
    [queryClient, userId],
  );
  const unread = useQuery({ ...unreadNotificationsQueryOptions(), enabled: userId !== undefined });
  if (userId === undefined) return null;
  const count = unread.data ?? 0;
  return (
    <Link to={paths.notifications(lang)} className={`relative ${className} max-[359px]:hidden`}>
      <Bell aria-hidden="true" className="size-5" />
      <span className="sr-only">{t('notifications.title')}</span>
      {/* Always there, so that a screen reader hears the count change. */}
      <span aria-live="polite" className="absolute -end-1 -top-1">
        {count === 0 ? null : (
          <span
            data-testid="notifications-badge"
            className="block min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-bold text-white"
          >
            <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
            <span className="sr-only">{` ${t('notifications.unread', { count })}`}</span>
          </span>
        )}
      </span>
    </Link>
  );
}
