import type { Database } from '../../db/client.ts';
import type { WorkQueue } from '../../shared/queue/work-queue.ts';
import { notifyAdDecision, notifyPriceDrop, warnOfExpiry } from './ad-notifications.ts';
import { notifyFollower, notifyRating, notifyReview } from './engagement-notifications.ts';
import { notifyMessage } from './message-notifications.ts';
import type { NotificationTaskName, NotificationTasks } from './notification-tasks.ts';
import type { Notifier } from './notifier.ts';

/** The hourly task that warns sellers of their ads' ends. */
export const EXPIRY_WARNINGS_TASK = 'notifications.expiry-warnings';

/**
 * Defines the tasks that tell each kind of notification (issue 48), which other modules send
 * after their change commits (notification-tasks.ts); the saved searches' are theirs.
 */
export function defineNotificationSources(
  queue: WorkQueue,
  { db, notifier }: { db: Database; notifier: Notifier },
): void {
  const define = <Name extends NotificationTaskName>(
    name: Name,
    handler: (data: NotificationTasks[Name]) => Promise<void>,
  ) => {
    queue.define({ name, handler });
  };
  define('notifications.message', notifyMessage(db, notifier));
  define('notifications.ad-decision', notifyAdDecision(db, notifier));
  define('notifications.price-drop', notifyPriceDrop(db, notifier));
  define('notifications.review', notifyReview(db, notifier));
  define('notifications.rating', notifyRating(db, notifier));
  define('notifications.follower', notifyFollower(db, notifier));
  queue.define({
    name: EXPIRY_WARNINGS_TASK,
    handler: warnOfExpiry(db, notifier),
    cron: '0 * * * *',
  });
}
