import {
  NOTIFICATIONS_PER_PAGE,
  type NotificationSettings,
  type NotificationsPage,
} from '@souq/contracts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../shared/errors.ts';
import {
  listNotifications,
  loadSettings,
  markAllRead,
  markRead,
  saveSettings,
  unreadCount,
} from './notifications.repository.ts';
import type { Notifier } from './notifier.ts';

/**
 * The notification centre of the signed-in user (issue 48): the list, the bell's count, read
 * marks and which kinds they are told. Only the user's own: another's notification is a 404.
 */
export class NotificationsService {
  constructor(private readonly deps: { db: Database; notifier: Notifier }) {}

  async page(userId: number, page: number): Promise<NotificationsPage> {
    const found = await listNotifications(this.deps.db, userId, page);
    return {
      data: found.notifications,
      meta: {
        page,
        last_page: Math.max(1, Math.ceil(found.total / NOTIFICATIONS_PER_PAGE)),
        unread: found.unread,
      },
    };
  }

  unread(userId: number): Promise<number> {
    return unreadCount(this.deps.db, userId);
  }

  /** Marks one read; the user's other tabs hear of it (their bell). */
  async markRead(userId: number, id: number): Promise<void> {
    if (!(await markRead(this.deps.db, userId, id))) throw notFound();
    await this.deps.notifier.announce(userId);
  }

  async markAllRead(userId: number): Promise<void> {
    if ((await markAllRead(this.deps.db, userId)) > 0) await this.deps.notifier.announce(userId);
  }

  settings(userId: number): Promise<NotificationSettings> {
    return loadSettings(this.deps.db, userId);
  }

  async saveSettings(
    userId: number,
    settings: NotificationSettings,
  ): Promise<NotificationSettings> {
    await saveSettings(this.deps.db, userId, settings);
    return loadSettings(this.deps.db, userId);
  }
}
