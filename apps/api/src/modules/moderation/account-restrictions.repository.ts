import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ads, blockedPhones, sessions, users } from '../../db/schema/index.ts';
import { writeLog } from './moderation-log.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What a suspension or a ban does besides refusing sign-in (issue 42): every session of the
 * account ends at once (every process checks sessions in the database on each request), and its
 * live and sold ads are hidden (`hold_reason` `account`) until the restriction is lifted.
 */

export async function revokeAllSessions(tx: Transaction, userId: number, now: Date) {
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/** Hides the account's live and sold ads, keeping what each was to restore it: their ids. */
export async function hideAccountAds(tx: Transaction, userId: number, now: Date) {
  const hidden = await tx
    .update(ads)
    .set({
      status: 'hidden',
      statusBeforeHidden: sql`${ads.status}`,
      holdReason: 'account',
      updatedAt: now,
    })
    .where(and(eq(ads.userId, userId), inArray(ads.status, ['active', 'sold'])))
    .returning({ id: ads.id });
  return hidden.map((row) => row.id);
}

/** Puts back the ads `hideAccountAds` hid (those hidden for other reasons stay hidden): their ids. */
export async function restoreAccountAds(tx: Transaction, userId: number, now: Date) {
  const restored = await tx
    .update(ads)
    .set({
      status: sql`coalesce(${ads.statusBeforeHidden}, 'active')`,
      statusBeforeHidden: null,
      holdReason: null,
      updatedAt: now,
    })
    .where(and(eq(ads.userId, userId), eq(ads.status, 'hidden'), eq(ads.holdReason, 'account')))
    .returning({ id: ads.id });
  return restored.map((row) => row.id);
}

export async function blockPhone(tx: Transaction, phoneNumber: string, reason: string) {
  await tx.insert(blockedPhones).values({ phoneNumber, reason }).onConflictDoNothing();
}

export async function unblockPhone(tx: Transaction, phoneNumber: string) {
  await tx.delete(blockedPhones).where(eq(blockedPhones.phoneNumber, phoneNumber));
}

export async function isPhoneBlocked(db: Pick<Database, 'select'>, phoneNumber: string) {
  const rows = await db
    .select({ phoneNumber: blockedPhones.phoneNumber })
    .from(blockedPhones)
    .where(eq(blockedPhones.phoneNumber, phoneNumber))
    .limit(1);
  return rows.length > 0;
}

/**
 * Ends a suspension whose time is over (at the account's next sign-in): its ads are back, with
 * the audit log's automatic line. Answers the ads put back (none without such a suspension).
 */
export async function liftEndedSuspension(db: Database, userId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .update(users)
      .set({ suspendedUntil: null, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.bannedAt), lte(users.suspendedUntil, now)))
      .returning({ id: users.id });
    if (!ended) return [];
    const adsRestored = await restoreAccountAds(tx, userId, now);
    await writeLog(tx, {
      actor: null,
      action: 'user.suspension_end',
      target: 'user',
      targetId: userId,
      reason: 'suspension_ended',
      before: { suspended: true },
      after: { suspended: false, ads_restored: adsRestored.length },
    });
    return adsRestored;
  });
}
