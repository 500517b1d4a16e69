import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { connectChatEvents } from '../../shared/messaging/chat-events';
import { unreadCountQueryOptions } from '../../shared/messaging/messaging-api';

/**
 * The header's unread count. While it is on screen (the user is signed in) it keeps the tab's
 * chat event stream open, so the count and open threads follow new messages live.
 */
export function UnreadBadge({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(() => connectChatEvents(queryClient, userId), [queryClient, userId]);
  const unread = useQuery(unreadCountQueryOptions());
  const count = unread.data ?? 0;
  if (count === 0) return null;
  return (
    <span
      data-testid="unread-badge"
      className="absolute -end-1 -top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-bold text-white"
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only">{` ${t('messagesUnread', { count })}`}</span>
    </span>
  );
}
