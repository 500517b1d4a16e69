import type { EntityType } from '@souq/contracts';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ads, ratings, reviews } from '../../db/schema/index.ts';
import { liveAd } from '../ads/live-ad.ts';

/**
 * The real rating of a store or user: the average (rounded to 2 decimals, 0 without ratings)
 * and count of the ratings given to it, and the count of its reviews, as subqueries on its id.
 */
export function ratingColumns(type: EntityType, id: AnyPgColumn) {
  const onEntity = (table: typeof ratings | typeof reviews) =>
    and(eq(table.entityType, type), eq(table.entityId, id));
  return {
    averageRating: sql<number>`(select coalesce(round(avg(${ratings.rating}), 2), 0)::float8 from ${ratings} where ${onEntity(ratings)})`,
    ratingsCount: sql<number>`(select count(*)::int from ${ratings} where ${onEntity(ratings)})`,
    reviewsCount: sql<number>`(select count(*)::int from ${reviews} where ${onEntity(reviews)})`,
  };
}

/** Ads of a store, or those a user published in person (without one of their stores). */
export function sellerAdsCondition(type: 'store' | 'user', id: number | AnyPgColumn): SQL {
  return type === 'store'
    ? eq(ads.storeId, id)
    : sql`${eq(ads.userId, id)} and ${isNull(ads.storeId)}`;
}

/** How many live ads `sellerAdsCondition` lists, as a subquery on the seller's id. */
export function adsCount(type: 'store' | 'user', id: AnyPgColumn) {
  return sql<number>`(select count(*)::int from ${ads} where ${sellerAdsCondition(type, id)} and ${liveAd})`;
}
