import type { FollowData } from '@souq/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { follows, storeFollows } from '../../db/schema/index.ts';
import { FieldError } from '../../shared/errors.ts';
import { countStoreFollowers, lockStore } from './stores.repository.ts';
import { lockEntity } from '../engagement/entities.repository.ts';
import { countUserFollowers } from './users.repository.ts';

/**
 * Follows (`on`) or unfollows the store; undefined when it does not exist. Idempotent: following
 * twice keeps one row and unfollowing without following changes nothing. The store's row is
 * locked meanwhile, so concurrent clicks take turns and every answer counts the committed rows.
 */
export function setStoreFollow(
  db: Database,
  userId: number,
  storeId: number,
  on: boolean,
): Promise<FollowData | undefined> {
  return db.transaction(async (tx) => {
    const store = await lockStore(tx, storeId);
    if (!store) return undefined;
    if (on) {
      if (store.ownerId === userId) throw new FieldError({ store_id: 'follow_own_store' });
      await tx.insert(storeFollows).values({ userId, storeId }).onConflictDoNothing();
    } else {
      await tx
        .delete(storeFollows)
        .where(and(eq(storeFollows.userId, userId), eq(storeFollows.storeId, storeId)));
    }
    return { is_following: on, followers_count: await countStoreFollowers(tx, storeId) };
  });
}

/** Follows or unfollows another user, as `setStoreFollow`; a user cannot follow themselves. */
export function setUserFollow(
  db: Database,
  followerId: number,
  followedId: number,
  on: boolean,
): Promise<FollowData | undefined> {
  return db.transaction(async (tx) => {
    if (!(await lockEntity(tx, 'user', followedId))) return undefined;
    if (on) {
      if (followedId === followerId) throw new FieldError({ followed_id: 'follow_self' });
      await tx.insert(follows).values({ followerId, followedId }).onConflictDoNothing();
    } else {
      await tx
        .delete(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)));
    }
    return { is_following: on, followers_count: await countUserFollowers(tx, followedId) };
  });
}
