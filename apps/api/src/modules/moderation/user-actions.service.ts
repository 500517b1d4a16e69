import type { StaffRole, StaffViewOfUser, UserActionBody } from '@souq/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../shared/errors.ts';
import type { ApiMessageKey, MessageParams } from '../../shared/messages.ts';
import { addNotice } from '../reports/notices.repository.ts';
import {
  blockPhone,
  hideAccountAds,
  restoreAccountAds,
  revokeAllSessions,
  unblockPhone,
  type Transaction,
} from './account-restrictions.repository.ts';
import { writeLog, type Actor } from './moderation-log.ts';
import {
  closeOpenReports,
  reportsAboutUser,
  reportsOfConduct,
} from './report-decisions.repository.ts';
import { staffViewColumns, toStaffView } from './staff-view.ts';

const DAY_MS = 24 * 3600_000;

export type Staff = { id: number; staffRole: StaffRole | null; actor: Actor };

type Target = {
  id: number;
  phoneNumber: string;
  staffRole: StaffRole | null;
  suspendedUntil: Date | null;
  bannedAt: Date | null;
};

export type UserActionOutcome = {
  user: StaffViewOfUser;
  message: ApiMessageKey;
  params: MessageParams;
  /** The ads it hid (a suspension, a ban) or put back (a lift). */
  adIds: number[];
};

/** Staff act on others only, and only an admin on an admin. */
export function checkMayActOn(staff: Pick<Staff, 'id' | 'staffRole'>, target: Target) {
  if (target.id === staff.id) throw new HttpError(403, 'staff_self');
  if (target.staffRole === 'admin' && staff.staffRole !== 'admin') {
    throw new HttpError(403, 'staff_admin_target');
  }
}

async function lockUser(tx: Transaction, userId: number): Promise<Target | undefined> {
  const [row] = await tx
    .select({
      id: users.id,
      phoneNumber: users.phoneNumber,
      staffRole: users.staffRole,
      suspendedUntil: users.suspendedUntil,
      bannedAt: users.bannedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** What an action did, for the audit line, and the ads it hid or put back. */
type Done = { logged: Record<string, unknown>; adIds: number[] };

/**
 * What a suspension and a ban do alike: every session ends, the live and sold ads are hidden,
 * the open reports about the person are acted on.
 */
async function restrict(tx: Transaction, staff: Staff, userId: number, now: Date): Promise<Done> {
  const sessionsRevoked = await revokeAllSessions(tx, userId, now);
  const adIds = await hideAccountAds(tx, userId, now);
  const reportsActioned = await closeOpenReports(
    tx,
    reportsAboutUser(userId),
    'actioned',
    staff.id,
    now,
  );
  return {
    logged: {
      sessions_revoked: sessionsRevoked,
      ads_hidden: adIds.length,
      reports_actioned: reportsActioned,
    },
    adIds,
  };
}

/**
 * A moderator's action on an account, in one transaction with its audit line: warn (told at
 * their next visit; the reports of their profile and conversations are acted on), suspend for
 * some days or ban (see `restrict`; a ban also blocks the phone number from registering again),
 * or lift either. 404 for no such account, 403 on oneself or (for a moderator) an admin, 409 when
 * the action does not fit the account.
 */
export async function actOnUser(
  db: Database,
  staff: Staff,
  userId: number,
  body: UserActionBody,
  now: Date,
): Promise<UserActionOutcome> {
  const { action, reason } = body;
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, userId);
    if (!target) throw notFound();
    checkMayActOn(staff, target);
    const before = {
      suspended_until: target.suspendedUntil?.toISOString() ?? null,
      banned: target.bannedAt !== null,
    };
    let done: Done;
    let params: MessageParams = {};
    switch (action) {
      case 'warn': {
        await addNotice(tx, { userId, kind: 'warning', adId: null, reason });
        const actioned = await closeOpenReports(
          tx,
          reportsOfConduct(userId),
          'actioned',
          staff.id,
          now,
        );
        done = { logged: { warned: true, reports_actioned: actioned }, adIds: [] };
        break;
      }
      case 'suspend': {
        if (target.bannedAt) throw new HttpError(409, 'user_already_banned');
        const until = new Date(now.getTime() + (body.days ?? 1) * DAY_MS);
        await tx
          .update(users)
          .set({ suspendedUntil: until, updatedAt: now })
          .where(eq(users.id, userId));
        done = await restrict(tx, staff, userId, now);
        params = { until };
        break;
      }
      case 'ban': {
        await tx
          .update(users)
          .set({ bannedAt: now, suspendedUntil: null, updatedAt: now })
          .where(eq(users.id, userId));
        done = await restrict(tx, staff, userId, now);
        await blockPhone(tx, target.phoneNumber, reason);
        break;
      }
      case 'lift': {
        if (!target.bannedAt && !target.suspendedUntil) {
          throw new HttpError(409, 'user_not_restricted');
        }
        await tx
          .update(users)
          .set({ bannedAt: null, suspendedUntil: null, updatedAt: now })
          .where(eq(users.id, userId));
        await unblockPhone(tx, target.phoneNumber);
        const adIds = await restoreAccountAds(tx, userId, now);
        done = { logged: { ads_restored: adIds.length }, adIds };
        break;
      }
    }
    const [view] = await tx.select(staffViewColumns).from(users).where(eq(users.id, userId));
    if (!view) throw notFound();
    await writeLog(tx, {
      actor: staff.actor,
      action: `user.${action}`,
      target: 'user',
      targetId: userId,
      reason,
      before,
      after: {
        suspended_until: view.suspendedUntil?.toISOString() ?? null,
        banned: view.bannedAt !== null,
        ...done.logged,
      },
    });
    return {
      user: toStaffView(view),
      message: `moderation_user_${action}`,
      params,
      adIds: done.adIds,
    };
  });
}
