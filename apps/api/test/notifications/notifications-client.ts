import type { Notification, NotificationsPage } from '@souq/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { request, type Session } from '../engagement/fixtures.ts';
import type { TestContext } from '../helpers/app.ts';

/** Tasks are taken every half second here, and failed ones tried again after a second. */
export const QUICK_QUEUE = { pollingSeconds: 0.5, retryDelaySeconds: 1 };

/** A page of the user's notification centre, as they get it. */
export async function notificationsPage(
  t: TestContext,
  user: Session,
  page = 1,
): Promise<NotificationsPage> {
  const res = await t.app.inject({
    url: `/api/notifications?page=${String(page)}`,
    headers: user.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationsPage>();
}

/** The user's notifications of a kind, newest first. */
export async function notificationsOf<Kind extends Notification['kind']>(
  t: TestContext,
  user: Session,
  kind: Kind,
): Promise<Extract<Notification, { kind: Kind }>[]> {
  const { data } = await notificationsPage(t, user);
  return data.filter((item): item is Extract<Notification, { kind: Kind }> => item.kind === kind);
}

/**
 * Waits until the user has `count` notifications of a kind (those the queue's tasks make), for
 * up to 20 s: answers them, newest first.
 */
export async function waitForNotifications<Kind extends Notification['kind']>(
  t: TestContext,
  user: Session,
  kind: Kind,
  count = 1,
): Promise<Extract<Notification, { kind: Kind }>[]> {
  let found: Extract<Notification, { kind: Kind }>[] = [];
  await expect
    .poll(
      async () => {
        found = await notificationsOf(t, user, kind);
        return found.length;
      },
      { timeout: 20_000, interval: 100, message: `${String(count)} ${kind} notification(s)` },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

export async function unread(t: TestContext, user: Session): Promise<number> {
  const res = await request<{ unread: number }>(t, 'GET', '/api/notifications/unread', {
    headers: user.headers,
  });
  expect(res.status).toBe(200);
  return res.body.data.unread;
}

export async function nameOf(t: TestContext, id: number): Promise<string> {
  const [user] = await t.database.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, id));
  if (!user) throw new Error(`no user ${String(id)}`);
  return user.name;
}
