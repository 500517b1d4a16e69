import type { Database } from '../../db/client.ts';
import type { UserRecord } from '../../shared/auth/session-user.ts';
import { HttpError } from '../../shared/errors.ts';
import { liftEndedSuspension } from './account-restrictions.repository.ts';

/**
 * Every way in (password, phone codes, the staff code) asks this before a session is made: a
 * banned account is refused, a suspended one too, naming the day it ends (403, in the request's
 * language); a suspension whose end has passed is lifted here, at the account's next sign-in.
 * Answers the ads that lifting put back, for the caller to announce.
 */
export async function admitToSignIn(
  db: Database,
  user: Pick<UserRecord, 'id' | 'bannedAt' | 'suspendedUntil'>,
  now: Date,
): Promise<number[]> {
  if (user.bannedAt) throw new HttpError(403, 'account_banned');
  if (!user.suspendedUntil) return [];
  if (user.suspendedUntil.getTime() > now.getTime()) {
    throw new HttpError(403, 'account_suspended', { until: user.suspendedUntil });
  }
  return liftEndedSuspension(db, user.id, now);
}
