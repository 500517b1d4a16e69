import type { Envelope, unreadNotifications } from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiGet } from '../http/api-client';

/**
 * Every notifications query's key starts here (the bell's count, the centre's pages), so that
 * the event stream's `notification` event, or a notification read, refreshes them all.
 */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** The header bell's count of unread notifications. */
export function unreadNotificationsQueryOptions() {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'unread'],
    queryFn: async ({ signal }) =>
      (
        await apiGet<Envelope<z.infer<typeof unreadNotifications>>>('notifications/unread', {
          signal,
        })
      ).data.unread,
  });
}
