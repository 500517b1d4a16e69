import { eq } from 'drizzle-orm';
import { ads, users } from '../../db/schema/index.ts';
import type { Transaction } from './account-restrictions.repository.ts';

export type StoredStatus = (typeof ads.$inferSelect)['status'];

export type LockedAd = {
  id: number;
  userId: number;
  status: StoredStatus;
  statusBeforeHidden: StoredStatus | null;
  holdReason: string | null;
  expiresAt: Date;
  /** The seller is suspended or banned now: their ads stay hidden until that is lifted. */
  sellerRestricted: boolean;
};

/** The ad a decision is about, locked for the decision's transaction; undefined for none. */
export async function lockAd(
  tx: Transaction,
  adId: number,
  now: Date,
): Promise<LockedAd | undefined> {
  const [row] = await tx
    .select({
      id: ads.id,
      userId: ads.userId,
      status: ads.status,
      statusBeforeHidden: ads.statusBeforeHidden,
      holdReason: ads.holdReason,
      expiresAt: ads.expiresAt,
      bannedAt: users.bannedAt,
      suspendedUntil: users.suspendedUntil,
    })
    .from(ads)
    .innerJoin(users, eq(users.id, ads.userId))
    .where(eq(ads.id, adId))
    .for('update', { of: ads });
  if (!row) return undefined;
  const { bannedAt, suspendedUntil, ...ad } = row;
  return {
    ...ad,
    sellerRestricted:
      bannedAt !== null || (suspendedUntil !== null && suspendedUntil.getTime() > now.getTime()),
  };
}
