import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ads, jobOffers, likes, ratings, reviews, stores, users } from '../../db/schema/index.ts';
import type { ContentTag } from '../../shared/content-changes.ts';
import {
  leaveConversations,
  type LeftConversations,
} from '../messaging/leave-conversations.repository.ts';
import { deletedAccountChanges } from './deleted-account-changes.ts';

/**
 * What `deleteAccount` leaves to do once it has committed: files to remove from storage, people
 * to tell, changes to announce.
 */
export type DeletedAccount = {
  avatar: string | null;
  conversations: LeftConversations;
  changes: ContentTag[];
};

/**
 * Deletes an account and what it published, in one transaction (issue 16):
 * - its ads, stores, sessions, likes, favourites, follows, applications, reviews and ratings go
 *   with the user row (foreign keys cascade);
 * - the job offers of its stores, and the reviews and ratings others wrote about its ads, stores
 *   or itself (which name their subject without a foreign key), are deleted here;
 * - the other ads it liked, reviewed or rated get their counters recounted from the rows left;
 * - the other people keep their conversations with it (`leaveConversations`), and the reports
 *   about them stay (migration 0017).
 */
export async function deleteAccount(db: Database, userId: number): Promise<DeletedAccount | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ avatar: users.avatar })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return null;

    const ownAds = tx.select({ id: ads.id }).from(ads).where(eq(ads.userId, userId));
    const ownStores = tx.select({ id: stores.id }).from(stores).where(eq(stores.ownerId, userId));
    const ratedOrReviewed = (table: typeof reviews | typeof ratings) =>
      tx
        .select({ id: table.entityId })
        .from(table)
        .where(and(eq(table.raterId, userId), eq(table.entityType, 'ad')));
    // Locked like the writers of likes, reviews and ratings lock them (entities.repository.ts).
    const counted = await tx
      .select({ id: ads.id })
      .from(ads)
      .where(
        and(
          ne(ads.userId, userId),
          or(
            inArray(
              ads.id,
              tx.select({ id: likes.adId }).from(likes).where(eq(likes.userId, userId)),
            ),
            inArray(ads.id, ratedOrReviewed(reviews)),
            inArray(ads.id, ratedOrReviewed(ratings)),
          ),
        ),
      )
      .for('no key update');
    const ids = counted.map((row) => row.id);
    const changes = await deletedAccountChanges(tx, userId, ids);

    for (const table of [reviews, ratings]) {
      await tx
        .delete(table)
        .where(
          or(
            and(eq(table.entityType, 'ad'), inArray(table.entityId, ownAds)),
            and(eq(table.entityType, 'store'), inArray(table.entityId, ownStores)),
            and(eq(table.entityType, 'user'), eq(table.entityId, userId)),
          ),
        );
    }
    const left = await leaveConversations(tx, userId);
    await tx.delete(jobOffers).where(inArray(jobOffers.storeId, ownStores));
    await tx.delete(users).where(eq(users.id, userId));

    if (ids.length > 0) {
      const ofAd = (table: typeof reviews | typeof ratings) =>
        and(eq(table.entityType, 'ad'), eq(table.entityId, ads.id));
      await tx
        .update(ads)
        .set({
          likesCount: sql`(select count(*) from ${likes} where ${likes.adId} = ${ads.id})`,
          reviewsCount: sql`(select count(*) from ${reviews} where ${ofAd(reviews)})`,
          ratingsCount: sql`(select count(*) from ${ratings} where ${ofAd(ratings)})`,
          averageRating: sql`(select coalesce(round(avg(${ratings.rating}), 2), 0) from ${ratings} where ${ofAd(ratings)})`,
        })
        .where(inArray(ads.id, ids));
    }
    return { avatar: user.avatar, conversations: left, changes };
  });
}
