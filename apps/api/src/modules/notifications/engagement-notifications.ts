import type { NotificationData } from '@souq/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  ads,
  follows,
  ratings,
  reviews,
  storeFollows,
  stores,
  users,
} from '../../db/schema/index.ts';
import { writtenTitle } from './about-ad.ts';
import type { NotificationTasks } from './notification-tasks.ts';
import type { Notifier } from './notifier.ts';

type Entity = { type: 'ad' | 'store' | 'user'; id: number };

/**
 * What a review or rating is about, as its notification names it, and whose it is: an ad (its
 * seller) or a store (its owner); undefined for a user, or one that is gone.
 */
async function subjectOf(
  db: Database,
  entity: Entity,
): Promise<{ ownerId: number; subject: NotificationData<'review'>['subject'] } | undefined> {
  if (entity.type === 'ad') {
    const [ad] = await db
      .select({ ownerId: ads.userId, name: writtenTitle })
      .from(ads)
      .where(eq(ads.id, entity.id));
    return ad && { ownerId: ad.ownerId, subject: { type: 'ad', id: entity.id, name: ad.name } };
  }
  if (entity.type === 'store') {
    const [store] = await db
      .select({ ownerId: stores.ownerId, name: stores.storeName })
      .from(stores)
      .where(eq(stores.id, entity.id));
    return (
      store && {
        ownerId: store.ownerId,
        subject: { type: 'store', id: entity.id, name: store.name },
      }
    );
  }
  return undefined;
}

async function userName(db: Database, id: number): Promise<string | undefined> {
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return user?.name;
}

/** Tells the owner of what was reviewed or rated, never the rater themself. */
async function notifyOwner(
  db: Database,
  notifier: Notifier,
  given: { entity: Entity; raterId: number; stars: number | null; dedupeKey: string },
): Promise<void> {
  const about = await subjectOf(db, given.entity);
  if (!about || about.ownerId === given.raterId) return;
  const name = await userName(db, given.raterId);
  if (name === undefined) return;
  await notifier.notify({
    userId: about.ownerId,
    kind: 'review',
    dedupeKey: given.dedupeKey,
    data: {
      subject: about.subject,
      reviewer: { type: 'user', id: given.raterId, name },
      stars: given.stars,
    },
  });
}

/** `notifications.review`: a new review, with the reviewer's rating of the same, if any. */
export function notifyReview(db: Database, notifier: Notifier) {
  return async ({ reviewId }: NotificationTasks['notifications.review']): Promise<void> => {
    const [review] = await db
      .select({
        type: reviews.entityType,
        id: reviews.entityId,
        raterId: reviews.raterId,
        stars: ratings.rating,
      })
      .from(reviews)
      .leftJoin(
        ratings,
        and(
          eq(ratings.entityType, reviews.entityType),
          eq(ratings.entityId, reviews.entityId),
          eq(ratings.raterId, reviews.raterId),
        ),
      )
      .where(eq(reviews.id, reviewId));
    if (!review) return;
    const { raterId, stars, ...entity } = review;
    await notifyOwner(db, notifier, {
      entity,
      raterId,
      stars,
      dedupeKey: `review:${String(reviewId)}`,
    });
  };
}

/**
 * `notifications.rating`: the rater's rating as it stands when the task runs, once per rating
 * row (rating again keeps the row: no second notification; removing it first makes a new one).
 */
export function notifyRating(db: Database, notifier: Notifier) {
  return async ({
    entityType,
    entityId,
    raterId,
  }: NotificationTasks['notifications.rating']): Promise<void> => {
    const [rating] = await db
      .select({ id: ratings.id, stars: ratings.rating })
      .from(ratings)
      .where(
        and(
          eq(ratings.entityType, entityType),
          eq(ratings.entityId, entityId),
          eq(ratings.raterId, raterId),
        ),
      );
    if (!rating) return;
    await notifyOwner(db, notifier, {
      entity: { type: entityType, id: entityId },
      raterId,
      stars: rating.stars,
      dedupeKey: `rating:${String(rating.id)}`,
    });
  };
}

/**
 * `notifications.follower`: tells the followed user (or the store's owner), while the follow
 * stands; once per follower and whom they follow, however often they unfollow and follow again.
 */
export function notifyFollower(db: Database, notifier: Notifier) {
  return async ({
    followerId,
    followed,
  }: NotificationTasks['notifications.follower']): Promise<void> => {
    const [target] =
      followed.type === 'user'
        ? await db
            .select({ ownerId: follows.followedId })
            .from(follows)
            .where(and(eq(follows.followerId, followerId), eq(follows.followedId, followed.id)))
        : await db
            .select({ ownerId: stores.ownerId })
            .from(storeFollows)
            .innerJoin(stores, eq(stores.id, storeFollows.storeId))
            .where(and(eq(storeFollows.userId, followerId), eq(storeFollows.storeId, followed.id)));
    if (!target || target.ownerId === followerId) return;
    const name = await userName(db, followerId);
    if (name === undefined) return;
    await notifier.notify({
      userId: target.ownerId,
      kind: 'follower',
      dedupeKey: `follower:${String(followerId)}:${followed.type}:${String(followed.id)}`,
      data: { follower: { type: 'user', id: followerId, name }, followed },
    });
  };
}
