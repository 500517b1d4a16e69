import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  ads,
  follows,
  jobOffers,
  ratings,
  reviews,
  storeFollows,
  stores,
} from '../../db/schema/index.ts';
import { jobTag, sellerTag, type ContentTag } from '../../shared/content-changes.ts';
import { adPageTags } from '../ads/ad-cache.ts';
import { adChanges } from '../ads/ad-changes.ts';

/**
 * What deleting an account changes, read before it is deleted: its ads leave their lists (their
 * categories', their seller's), its page and its stores' go, as do its stores' job offers; the
 * other ads it liked, rated or reviewed (`otherAds`) count and show that no more, and the stores
 * and people it followed, rated or reviewed lose a follower, a rating or a review.
 */
export async function deletedAccountChanges(
  db: Database,
  userId: number,
  otherAds: readonly number[],
): Promise<ContentTag[]> {
  const ownStores = db.select({ id: stores.id }).from(stores).where(eq(stores.ownerId, userId));
  const ofSellers = (table: typeof reviews | typeof ratings) =>
    db
      .select({ type: table.entityType, id: table.entityId })
      .from(table)
      .where(and(eq(table.raterId, userId), ne(table.entityType, 'ad')));
  // One after the other: they run on the deletion's transaction, one connection, which takes one
  // statement at a time (pg refuses statements sent while one runs from version 9).
  const own = await db.select({ id: ads.id }).from(ads).where(eq(ads.userId, userId));
  const storesOwned = await ownStores;
  const offers = await db
    .select({ id: jobOffers.id })
    .from(jobOffers)
    .where(inArray(jobOffers.storeId, ownStores));
  const followedUsers = await db
    .select({ id: follows.followedId })
    .from(follows)
    .where(eq(follows.followerId, userId));
  const followedStores = await db
    .select({ id: storeFollows.storeId })
    .from(storeFollows)
    .where(eq(storeFollows.userId, userId));
  const reviewed = await ofSellers(reviews);
  const rated = await ofSellers(ratings);
  const tags = new Set<ContentTag>([
    ...(await adChanges(
      db,
      own.map((ad) => ad.id),
    )),
    ...otherAds.flatMap(adPageTags),
    sellerTag('user', userId),
    ...storesOwned.map((store) => sellerTag('store', store.id)),
    ...followedUsers.map((user) => sellerTag('user', user.id)),
    ...followedStores.map((store) => sellerTag('store', store.id)),
    ...[...reviewed, ...rated].map(({ type, id }) =>
      sellerTag(type === 'store' ? 'store' : 'user', id),
    ),
  ]);
  if (offers.length > 0) {
    tags.add('jobs:listed');
    for (const offer of offers) tags.add(jobTag(offer.id));
  }
  return [...tags];
}
