import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { WorkQueue } from '../../shared/queue/work-queue.ts';

/** How long a registration waits for its phone to be verified before it is deleted. */
export const UNVERIFIED_TTL_MS = 24 * 3600_000;

/** Whether this account's registration has expired unverified (it counts as not existing). */
export function registrationExpired(
  user: { phoneVerifiedAt: Date | null; createdAt: Date },
  now: Date,
): boolean {
  return (
    user.phoneVerifiedAt === null && now.getTime() - user.createdAt.getTime() > UNVERIFIED_TTL_MS
  );
}

/**
 * Deletes the accounts whose phone was not verified within a day of registering (their codes,
 * sessions and interests go with them): all of them, or only those holding this phone number or
 * user name, which a new registration then takes.
 */
export async function deleteExpiredRegistrations(
  db: Database,
  now: Date,
  holding?: { phoneNumber: string; userName?: string },
): Promise<number> {
  const expired = and(
    isNull(users.phoneVerifiedAt),
    lt(users.createdAt, new Date(now.getTime() - UNVERIFIED_TTL_MS)),
  );
  const held =
    holding &&
    or(
      eq(users.phoneNumber, holding.phoneNumber),
      holding.userName === undefined
        ? undefined
        : sql`lower(${users.userName}) = ${holding.userName.toLowerCase()}`,
    );
  const deleted = await db
    .delete(users)
    .where(held ? and(expired, held) : expired)
    .returning({ id: users.id });
  return deleted.length;
}

/** The task that deletes the expired registrations, every hour on the hour. */
export const SWEEP_REGISTRATIONS_TASK = 'auth.sweep-registrations';

/**
 * Deletes the expired registrations once an hour, as a task of the queue (registration and login
 * already treat them as gone: this frees their rows).
 */
export function defineRegistrationsSweep(queue: WorkQueue, db: Database, now: () => Date): void {
  queue.define({
    name: SWEEP_REGISTRATIONS_TASK,
    cron: '0 * * * *',
    handler: async () => {
      await deleteExpiredRegistrations(db, now());
    },
  });
}
