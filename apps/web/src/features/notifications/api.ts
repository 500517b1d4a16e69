import type { Lang, NotificationsPage } from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/http/api-client';
import { NOTIFICATIONS_KEY } from '../../shared/notifications/notifications-api';

/** A page of the centre, newest first, with the unread count. */
export function notificationsQueryOptions(lang: Lang, page: number) {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'list', lang, page],
    queryFn: ({ signal }) =>
      apiGet<NotificationsPage>(`notifications?page=${String(page)}`, { lang, signal }),
  });
}

export async function markNotificationRead(id: number): Promise<void> {
  await apiRequest<unknown>(`notifications/${String(id)}/read`, { method: 'POST' });
}

export async function markAllNotificationsRead(): Promise<void> {
  await apiRequest<unknown>('notifications/read-all', { method: 'POST' });
}
