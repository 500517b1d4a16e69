import type { NotificationData, NotificationKind } from '@souq/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { WorkQueue } from '../../shared/queue/work-queue.ts';
import type { ChatEvents } from '../messaging/chat-events.ts';
import { channelsOf, findByDedupeKey, insertNotification } from './notifications.repository.ts';

/** The task that sends a notification's push: `{ notificationId }`, once per notification. */
export const PUSH_TASK = 'notifications.push';

export type NotifierDeps = {
  db: Database;
  chatEvents: ChatEvents;
  queue: WorkQueue;
  log: FastifyBaseLogger;
  /**
   * Whether pushes go out (the VAPID keys are configured and the `notifications.push` task is
   * defined). When not, every notification is stored as pushed already.
   */
  pushes: boolean;
};

/** One notification for one user; `dedupeKey` makes it once (docs/decisions/0110-notifications.md). */
export type NotificationInput<Kind extends NotificationKind> = {
  userId: number;
  kind: Kind;
  data: NotificationData<Kind>;
  dedupeKey: string;
};

/**
 * Tells a user something (issue 48), from a task, never in a request's transaction: stores the
 * notification once per dedupe key, tells the user's open event streams, and has its push sent.
 */
export class Notifier {
  constructor(private readonly deps: NotifierDeps) {}

  /**
   * The new notification's id; null when the user has it already (a task run again) or turned
   * its kind off in the site. `push: false` stores it without a push.
   */
  async notify<Kind extends NotificationKind>(
    notification: NotificationInput<Kind>,
    options: { push?: boolean } = {},
  ): Promise<number | null> {
    const { db } = this.deps;
    const { userId, dedupeKey } = notification;
    const channels = await channelsOf(db, userId, notification.kind);
    if (!channels.in_app) return null;
    const pushing = this.deps.pushes && channels.push && options.push !== false;
    const id = await insertNotification(db, { ...notification, pushed: !pushing });
    if (id === undefined) {
      // A task run again after a failure: the push it did not get to send goes now.
      const existing = pushing ? await findByDedupeKey(db, userId, dedupeKey) : undefined;
      if (existing?.pushPending) await this.sendPush(existing.id);
      return null;
    }
    await this.announce(userId);
    if (pushing) await this.sendPush(id);
    return id;
  }

  /**
   * Tells the user's open event streams that their notifications changed. What is stored stays
   * if this fails: their clients fetch it when they next load or reconnect.
   */
  async announce(userId: number): Promise<void> {
    try {
      await this.deps.chatEvents.publish({ to: [userId], event: { type: 'notification' } });
    } catch (err) {
      this.deps.log.error({ err }, 'notifications: publishing the event failed');
    }
  }

  private sendPush(notificationId: number): Promise<void> {
    return this.deps.queue.send(
      PUSH_TASK,
      { notificationId },
      { singletonKey: String(notificationId) },
    );
  }
}
