import {
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PER_PAGE,
  type Notification,
  type NotificationChannels,
  type NotificationKind,
  type NotificationSettings,
} from '@souq/contracts';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notificationPreferences, notifications } from '../../db/schema/index.ts';

/** A kind without a row of preferences is told in the site and by push. */
const DEFAULT_CHANNELS: NotificationChannels = { in_app: true, push: true };

/** How the user wants to be told of a kind. */
export async function channelsOf(
  db: Database,
  userId: number,
  kind: NotificationKind,
): Promise<NotificationChannels> {
  const [row] = await db
    .select({ in_app: notificationPreferences.inApp, push: notificationPreferences.push })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  return row ?? DEFAULT_CHANNELS;
}

/** Every kind's channels for the user. */
export async function loadSettings(db: Database, userId: number): Promise<NotificationSettings> {
  const rows = await db
    .select({
      kind: notificationPreferences.kind,
      in_app: notificationPreferences.inApp,
      push: notificationPreferences.push,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map(({ kind, ...channels }) => [kind, channels]));
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, chosen.get(kind) ?? DEFAULT_CHANNELS]),
  ) as NotificationSettings;
}

/** Keeps a row for each kind the user set apart from the default, and none for the others. */
export async function saveSettings(
  db: Database,
  userId: number,
  settings: NotificationSettings,
): Promise<void> {
  const changed = NOTIFICATION_KINDS.filter(
    (kind) => !settings[kind].in_app || !settings[kind].push,
  ).map((kind) => ({
    userId,
    kind,
    inApp: settings[kind].in_app,
    push: settings[kind].push,
  }));
  await db.transaction(async (tx) => {
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    if (changed.length > 0) await tx.insert(notificationPreferences).values(changed);
  });
}

export type NewNotification = {
  userId: number;
  kind: NotificationKind;
  data: object;
  dedupeKey: string;
  /** Stored as pushed already: no push is to go out. */
  pushed: boolean;
};

/** Stores the notification: its id, or undefined when the user has it already (its dedupe key). */
export async function insertNotification(
  db: Database,
  notification: NewNotification,
): Promise<number | undefined> {
  const { pushed, ...row } = notification;
  const [inserted] = await db
    .insert(notifications)
    .values({ ...row, pushedAt: pushed ? sql`now()` : null })
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({ id: notifications.id });
  return inserted?.id;
}

/** The user's notification of this dedupe key, and whether its push is still to go out. */
export async function findByDedupeKey(
  db: Database,
  userId: number,
  dedupeKey: string,
): Promise<{ id: number; pushPending: boolean } | undefined> {
  const [row] = await db
    .select({ id: notifications.id, pushPending: sql<boolean>`${notifications.pushedAt} is null` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.dedupeKey, dedupeKey)));
  return row;
}

export type NotificationRow = {
  id: number;
  kind: string;
  data: unknown;
  createdAt: Date;
  readAt: Date | null;
};

/** A stored notification as the contracts name it: what it is about (`data`) and its columns. */
export function toNotification(row: NotificationRow): Notification {
  return {
    ...(row.data as object),
    id: row.id,
    kind: row.kind,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
  } as Notification;
}

/** A page of the user's notifications, newest first, with how many they have and have not read. */
export async function listNotifications(db: Database, userId: number, page: number) {
  const mine = eq(notifications.userId, userId);
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        data: notifications.data,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.id))
      .limit(NOTIFICATIONS_PER_PAGE)
      .offset((page - 1) * NOTIFICATIONS_PER_PAGE),
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(
          Number,
        ),
      })
      .from(notifications)
      .where(mine),
  ]);
  return {
    notifications: rows.map(toNotification),
    total: counts?.total ?? 0,
    unread: counts?.unread ?? 0,
  };
}

/** How many notifications the user has not read (the partial index `notifications_unread`). */
export async function unreadCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks one of the user's notifications read (again: no change); false when they have no such. */
export async function markRead(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks every unread notification of the user read: how many there were. */
export async function markAllRead(db: Database, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
