import type { Lang, UserProfile } from '@souq/contracts';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ads, cities, countries, follows, users } from '../../db/schema/index.ts';
import { localized } from '../../shared/localized.ts';
import { liveAd } from '../ads/live-ad.ts';
import { adsCount, ratingColumns, sellerAdsCondition } from './seller-stats.ts';

const followers = sql<number>`(select count(*)::int from ${follows} where ${eq(follows.followedId, users.id)})`;

/** Whether one of the user's live ads shows their phone (`show_phone`): the only reason to give it. */
const showsPhone = sql<boolean>`exists (select 1 from ${ads} where ${sellerAdsCondition('user', users.id)} and ${liveAd} and ${ads.showPhone})`;

function isFollowing(userId: number | null) {
  if (userId === null) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${follows} where ${and(
    eq(follows.followedId, users.id),
    eq(follows.followerId, userId),
  )})`;
}

/**
 * Another user's public profile with its counts, real rating and the viewer's follow state; an
 * account whose phone was never verified (a registration left unfinished) has none. The phone
 * number is given only while a live ad of theirs shows it (and to themselves).
 */
export async function findUserProfile(
  db: Database,
  id: number,
  lang: Lang,
  viewerId: number | null,
): Promise<UserProfile | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      avatar: users.avatar,
      phone: users.phoneNumber,
      country: localized(lang, countries.nameEn, countries.nameAr),
      city: localized(lang, cities.nameEn, cities.nameAr),
      bio: users.bio,
      roles: users.roles,
      isVerified: users.isVerified,
      adsCount: adsCount('user', users.id),
      showsPhone,
      followers,
      isFollowing: isFollowing(viewerId),
      ...ratingColumns('user', users.id),
    })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .where(and(eq(users.id, id), isNotNull(users.phoneVerifiedAt)));
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    phone_number: row.showsPhone || row.id === viewerId ? row.phone : null,
    country: row.country,
    city: row.city,
    profile_description: row.bio,
    roles: row.roles,
    is_verified: row.isVerified,
    ads_count: row.adsCount,
    followers_count: row.followers,
    is_following: row.isFollowing,
    is_own: row.id === viewerId,
    average_rating: row.averageRating,
    ratings_count: row.ratingsCount,
    reviews_count: row.reviewsCount,
  };
}

export async function countUserFollowers(tx: Database, userId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(follows).where(eq(follows.followedId, userId));
  return row?.n ?? 0;
}
