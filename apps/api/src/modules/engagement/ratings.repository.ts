import type { EntityType, RatingData } from '@souq/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ads, ratings } from '../../db/schema/index.ts';
import { lockEntityOwner } from './entities.repository.ts';

/**
 * Saves the rater's rating of the entity, replacing an earlier one, or removes it when the
 * rating is 0 (no rating, not a zero), and recomputes the entity's average and count (stored on
 * an ad). Refused when the entity does not exist or is the rater's own.
 */
export function saveRating(
  db: Database,
  input: { type: EntityType; entityId: number; raterId: number; rating: number },
): Promise<RatingData | 'not_found' | 'own'> {
  return db.transaction(async (tx) => {
    const ownerId = await lockEntityOwner(tx, input.type, input.entityId);
    if (ownerId === undefined) return 'not_found';
    if (ownerId === input.raterId) return 'own';
    const mine = and(
      eq(ratings.entityType, input.type),
      eq(ratings.entityId, input.entityId),
      eq(ratings.raterId, input.raterId),
    );
    if (input.rating === 0) {
      await tx.delete(ratings).where(mine);
    } else {
      await tx
        .insert(ratings)
        .values({
          entityType: input.type,
          entityId: input.entityId,
          raterId: input.raterId,
          rating: input.rating,
        })
        .onConflictDoUpdate({
          target: [ratings.entityType, ratings.entityId, ratings.raterId],
          set: { rating: input.rating, updatedAt: sql`now()` },
        });
    }
    const [stats] = await tx
      .select({
        average: sql<number>`coalesce(round(avg(${ratings.rating}), 2), 0)`.mapWith(Number),
        count: count(),
      })
      .from(ratings)
      .where(and(eq(ratings.entityType, input.type), eq(ratings.entityId, input.entityId)));
    const average = stats?.average ?? 0;
    const total = stats?.count ?? 0;
    if (input.type === 'ad') {
      await tx
        .update(ads)
        .set({ averageRating: average, ratingsCount: total })
        .where(eq(ads.id, input.entityId));
    }
    const myRating = input.rating === 0 ? null : input.rating;
    return { average_rating: average, ratings_count: total, my_rating: myRating };
  });
}
