import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { VapidKeys } from '../../config/vapid-keys.ts';
import type { Database } from '../../db/client.ts';
import { pushMessage } from './push-message.ts';
import {
  dropSubscription,
  markPushed,
  pendingPush,
  subscriptionsOf,
  type StoredSubscription,
} from './push-subscriptions.repository.ts';

/** A push the browser has not fetched within a day is dropped by its push service. */
const PUSH_TTL_SECONDS = 86_400;
/** How long a push service may take to answer one push. */
const PUSH_TIMEOUT_MS = 10_000;

export type PushSenderDeps = {
  db: Database;
  vapid: VapidKeys;
  log: FastifyBaseLogger;
};

/** A push service refused a push for a reason other than a subscription it no longer knows. */
export class PushFailure extends Error {}

/**
 * Sends a notification's push (the task `notifications.push`) to every browser its user
 * subscribed, encrypted for each (aes128gcm) and signed with the site's VAPID key:
 * docs/decisions/0110-notifications.md, "Push".
 */
export class PushSender {
  constructor(private readonly deps: PushSenderDeps) {}

  /**
   * Nothing when the notification is gone or pushed already. A subscription its push service
   * answers 404 or 410 for is dropped; any other failure throws once every subscription was
   * tried, and the task runs again (those that got it get it again, under the same topic).
   */
  async send(notificationId: number): Promise<void> {
    const { db } = this.deps;
    const pending = await pendingPush(db, notificationId);
    if (!pending) return;
    const payload = JSON.stringify(pushMessage(pending.notification));
    const subscriptions = await subscriptionsOf(db, pending.userId);
    const failures: unknown[] = [];
    for (const subscription of subscriptions) {
      try {
        await this.deliver(subscription, payload, notificationId);
      } catch (err) {
        failures.push(err);
      }
    }
    if (failures.length > 0) {
      throw new AggregateError(failures, `push of notification ${String(notificationId)} failed`);
    }
    await markPushed(db, notificationId);
  }

  private async deliver(
    subscription: StoredSubscription,
    payload: string,
    notificationId: number,
  ): Promise<void> {
    const request = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails: this.deps.vapid,
      TTL: PUSH_TTL_SECONDS,
      urgency: 'normal',
      // A push service keeps one undelivered push of a topic: a retry replaces, not adds.
      topic: `n${String(notificationId)}`,
      contentEncoding: 'aes128gcm',
    });
    const answer = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await answer.body?.cancel();
    if (answer.status === 404 || answer.status === 410) {
      await dropSubscription(this.deps.db, subscription.id);
      this.deps.log.info({ subscription: subscription.id }, 'push: subscription gone, dropped');
      return;
    }
    if (!answer.ok) {
      throw new PushFailure(`the push service answered ${String(answer.status)}`);
    }
  }
}
