import type { Notification, PushSubscriptionBody } from '@souq/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications, pushSubscriptions } from '../../db/schema/index.ts';
import { toNotification } from './notifications.repository.ts';

/** A browser's push subscription, as web-push takes it. */
export type StoredSubscription = {
  id: number;
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

/**
 * Keeps the browser's subscription for the user: an endpoint known already takes the new keys
 * and moves to this user (a browser signed in to another account is now theirs).
 */
export async function saveSubscription(
  db: Database,
  userId: number,
  subscription: PushSubscriptionBody,
): Promise<void> {
  const row = { userId, endpoint: subscription.endpoint, ...subscription.keys };
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: row.p256dh, auth: row.auth },
    });
}

/** Drops the user's subscription of this endpoint; another user's stays. */
export async function deleteSubscription(
  db: Database,
  userId: number,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** Drops a subscription its push service no longer knows (404 or 410). */
export async function dropSubscription(db: Database, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function subscriptionsOf(db: Database, userId: number): Promise<StoredSubscription[]> {
  const rows = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.id);
  return rows.map(({ p256dh, auth, ...row }) => ({ ...row, keys: { p256dh, auth } }));
}

/** The notification and whose it is, while its push is still to go out; undefined otherwise. */
export async function pendingPush(
  db: Database,
  id: number,
): Promise<{ userId: number; notification: Notification } | undefined> {
  const [row] = await db
    .select({
      userId: notifications.userId,
      id: notifications.id,
      kind: notifications.kind,
      data: notifications.data,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(and(eq(notifications.id, id), isNull(notifications.pushedAt)));
  if (!row) return undefined;
  const { userId, ...stored } = row;
  return { userId, notification: toNotification(stored) };
}

/** Marks the notification's push sent: false when it was already. */
export async function markPushed(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ pushedAt: sql`now()` })
    .where(and(eq(notifications.id, id), isNull(notifications.pushedAt)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}
