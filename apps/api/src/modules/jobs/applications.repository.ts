import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobApplications, jobFavorites, jobOffers } from '../../db/schema/index.ts';
import { isExpired } from './jobs.repository.ts';

export type ApplyOutcome = 'applied' | 'already_applied' | 'expired' | 'not_found';

/**
 * Records the user's application to the offer, once: a second one (even two at the same time,
 * thanks to the unique key) stores nothing. An offer past its last date to apply is refused,
 * unless the user had applied already.
 */
export function applyToOffer(db: Database, userId: number, offerId: number): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const [offer] = await tx
      .select({
        isExpired,
        hasApplied: sql<boolean>`exists (select 1 from ${jobApplications} where ${and(
          eq(jobApplications.jobOfferId, jobOffers.id),
          eq(jobApplications.userId, userId),
        )})`,
      })
      .from(jobOffers)
      .where(eq(jobOffers.id, offerId));
    if (!offer) return 'not_found';
    if (offer.hasApplied) return 'already_applied';
    if (offer.isExpired) return 'expired';
    const inserted = await tx
      .insert(jobApplications)
      .values({ jobOfferId: offerId, userId })
      .onConflictDoNothing()
      .returning({ id: jobApplications.id });
    return inserted.length > 0 ? 'applied' : 'already_applied';
  });
}

/** Flips the user's favourite of the offer; undefined when the offer does not exist. */
export function toggleJobFavorite(
  db: Database,
  userId: number,
  offerId: number,
): Promise<boolean | undefined> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: jobOffers.id })
      .from(jobOffers)
      .where(eq(jobOffers.id, offerId));
    if (found.length === 0) return undefined;
    const mine = and(eq(jobFavorites.userId, userId), eq(jobFavorites.jobOfferId, offerId));
    const removed = await tx
      .delete(jobFavorites)
      .where(mine)
      .returning({ userId: jobFavorites.userId });
    if (removed.length > 0) return false;
    await tx.insert(jobFavorites).values({ userId, jobOfferId: offerId }).onConflictDoNothing();
    return true;
  });
}
