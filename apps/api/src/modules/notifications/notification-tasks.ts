import type { FastifyBaseLogger } from 'fastify';
import type { TaskOptions, WorkQueue } from '../../shared/queue/work-queue.ts';

/** Whose follower a `notifications.follower` task tells of. */
export type Followed = { type: 'user' | 'store'; id: number };

/**
 * The tasks by which other modules have a change told (docs/decisions/0110-notifications.md),
 * each with what it carries; their handlers (notification-sources.ts) read the rest.
 */
export type NotificationTasks = {
  /** A message, told to its recipient unless they have read it by the time the task runs. */
  'notifications.message': { messageId: number };
  /** A moderator's decision on a held ad, at `at` (ms). */
  'notifications.ad-decision': { adId: number; decision: 'approved' | 'rejected'; at: number };
  /** The seller lowered the ad's price in the edit of `at` (ms). */
  'notifications.price-drop': { adId: number; oldPrice: number; newPrice: number; at: number };
  'notifications.review': { reviewId: number };
  /** A rater's rating of an entity: whichever stands when the task runs. */
  'notifications.rating': {
    entityType: 'ad' | 'store' | 'user';
    entityId: number;
    raterId: number;
  };
  'notifications.follower': { followerId: number; followed: Followed };
};
export type NotificationTaskName = keyof NotificationTasks;

/**
 * Sends a notification's task once the change it tells of has committed. A failure is logged,
 * not thrown: the change stands and its request succeeds; only the notification is lost.
 */
export async function notifyLater<Name extends NotificationTaskName>(
  deps: { queue: WorkQueue; log: FastifyBaseLogger },
  name: Name,
  data: NotificationTasks[Name],
  options?: TaskOptions,
): Promise<void> {
  try {
    await deps.queue.send(name, data, options);
  } catch (err) {
    deps.log.error({ err, task: name }, 'sending a notification task failed');
  }
}
