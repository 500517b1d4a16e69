import type { Lang, Store } from '@souq/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cities, countries, storeFollows, stores } from '../../db/schema/index.ts';
import { localized } from '../../shared/localized.ts';
import { adsCount, ratingColumns } from './seller-stats.ts';

const followers = sql<number>`(select count(*)::int from ${storeFollows} where ${eq(storeFollows.storeId, stores.id)})`;

function isFollowing(userId: number | null) {
  if (userId === null) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${storeFollows} where ${and(
    eq(storeFollows.storeId, stores.id),
    eq(storeFollows.userId, userId),
  )})`;
}

/** A store with its counts, its real rating and the viewer's follow state. */
export async function findStore(
  db: Database,
  id: number,
  lang: Lang,
  userId: number | null,
): Promise<Store | undefined> {
  const [row] = await db
    .select({
      id: stores.id,
      ownerId: stores.ownerId,
      name: stores.storeName,
      type: stores.storeType,
      email: stores.storeEmail,
      website: stores.storeWebsite,
      phone: stores.storePhoneNumber,
      description: localized(lang, stores.descriptionEn, stores.descriptionAr),
      profileImage: stores.profileImage,
      coverImage: stores.coverImage,
      country: localized(lang, countries.nameEn, countries.nameAr),
      city: localized(lang, cities.nameEn, cities.nameAr),
      latitude: stores.latitude,
      longitude: stores.longitude,
      isVerified: stores.isVerified,
      adsCount: adsCount('store', stores.id),
      followers,
      isFollowing: isFollowing(userId),
      ...ratingColumns('store', stores.id),
    })
    .from(stores)
    .leftJoin(countries, eq(countries.id, stores.countryId))
    .leftJoin(cities, eq(cities.id, stores.cityId))
    .where(eq(stores.id, id));
  if (!row) return undefined;
  return {
    id: row.id,
    store_name: row.name,
    store_type: row.type,
    store_email: row.email,
    store_website: row.website,
    store_phone_number: row.phone,
    store_description: row.description,
    store_profile_image: row.profileImage,
    store_cover_image: row.coverImage,
    country: row.country === null ? null : { name: row.country },
    city: row.city === null ? null : { name: row.city },
    latitude: row.latitude,
    longitude: row.longitude,
    is_verified: row.isVerified,
    total_number_of_ads: row.adsCount,
    follower_number: row.followers,
    is_following: row.isFollowing,
    is_own: row.ownerId === userId,
    owner_id: row.ownerId,
    average_rating: row.averageRating,
    ratings_count: row.ratingsCount,
    reviews_count: row.reviewsCount,
  };
}

/**
 * The owner of the store, locking its row until the transaction ends (as `lockEntity`, which
 * answers only whether it exists); undefined when unknown.
 */
export async function lockStore(
  tx: Database,
  id: number,
): Promise<{ ownerId: number } | undefined> {
  const [row] = await tx
    .select({ ownerId: stores.ownerId })
    .from(stores)
    .where(eq(stores.id, id))
    .for('no key update');
  return row;
}

export async function countStoreFollowers(tx: Database, storeId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(storeFollows)
    .where(eq(storeFollows.storeId, storeId));
  return row?.n ?? 0;
}
