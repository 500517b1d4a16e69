import type { StaffRole, StaffRoleResult } from '@souq/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../shared/errors.ts';
import { revokeAllSessions } from './account-restrictions.repository.ts';
import { writeLog, type Actor } from './moderation-log.ts';

/** The account of a user name, in any case (the command line names people so). */
export async function findUserIdByUserName(
  db: Database,
  userName: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = ${userName.toLowerCase()}`)
    .limit(1);
  return row?.id;
}

/**
 * Gives an account a staff role, or takes it back (`null`), with its audit line. Staff sign in
 * with a code sent to their phone, so the account needs a verified number, and it must not be
 * suspended or banned. A new role ends the account's sessions: each was opened without that
 * second step, so they sign in again with it.
 */
export async function setStaffRole(
  db: Database,
  change: { userId: number; role: StaffRole | null; actor: Actor; reason: string; now: Date },
): Promise<{ result: StaffRoleResult; before: StaffRole | null }> {
  const { userId, role, now } = change;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        userName: users.userName,
        staffRole: users.staffRole,
        phoneVerifiedAt: users.phoneVerifiedAt,
        bannedAt: users.bannedAt,
        suspendedUntil: users.suspendedUntil,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw notFound();
    if (role !== null) {
      if (!user.phoneVerifiedAt) throw new HttpError(409, 'staff_needs_verified_phone');
      const suspended = user.suspendedUntil !== null && user.suspendedUntil > now;
      if (user.bannedAt || suspended) throw new HttpError(409, 'staff_banned_account');
    }
    await tx.update(users).set({ staffRole: role, updatedAt: now }).where(eq(users.id, userId));
    const granted = role !== null && role !== user.staffRole;
    const sessionsRevoked = granted ? await revokeAllSessions(tx, userId, now) : 0;
    await writeLog(tx, {
      actor: change.actor,
      action: role === null ? 'staff.revoke' : 'staff.grant',
      target: 'user',
      targetId: userId,
      reason: change.reason,
      before: { staff_role: user.staffRole },
      after: { staff_role: role, sessions_revoked: sessionsRevoked },
    });
    return {
      result: { id: userId, user_name: user.userName, staff_role: role },
      before: user.staffRole,
    };
  });
}
