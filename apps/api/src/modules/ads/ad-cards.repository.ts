import type { Ad, AdDetail, Lang } from '@souq/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  adAttributes,
  adImages,
  ads,
  cities,
  countries,
  favorites,
  likes,
  ratings,
  stores,
  users,
} from '../../db/schema/index.ts';
import { localized } from '../../shared/localized.ts';
import { toAd } from './ads.serializer.ts';

/** Whether the signed-in user has a row in `likes` or `favorites` for the ad (false signed out). */
function mine(table: typeof likes | typeof favorites, userId: number | null) {
  if (userId === null) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${table} where ${table.userId} = ${userId} and ${table.adId} = ${ads.id})`;
}

function cardColumns(lang: Lang, userId: number | null) {
  return {
    id: ads.id,
    categoryId: ads.categoryId,
    title: localized(lang, ads.titleEn, ads.titleAr),
    price: ads.price,
    address: localized(lang, ads.addressEn, ads.addressAr),
    city: localized(lang, cities.nameEn, cities.nameAr),
    country: localized(lang, countries.nameEn, countries.nameAr),
    createdAt: ads.createdAt,
    likesCount: ads.likesCount,
    reviewsCount: ads.reviewsCount,
    ratingsCount: ads.ratingsCount,
    averageRating: ads.averageRating,
    viewCount: ads.viewCount,
    isLiked: mine(likes, userId),
    isFavorite: mine(favorites, userId),
    user: {
      id: users.id,
      name: users.name,
      avatar: users.avatar,
      isVerified: users.isVerified,
      phone: users.phoneNumber,
    },
    store: {
      id: stores.id,
      name: stores.storeName,
      type: stores.storeType,
      image: stores.profileImage,
      isVerified: stores.isVerified,
      phone: stores.storePhoneNumber,
    },
  };
}

function cardsQuery(db: Database, ids: number[], lang: Lang, userId: number | null) {
  return db
    .select(cardColumns(lang, userId))
    .from(ads)
    .innerJoin(users, eq(users.id, ads.userId))
    .leftJoin(stores, eq(stores.id, ads.storeId))
    .leftJoin(cities, eq(cities.id, ads.cityId))
    .leftJoin(countries, eq(countries.id, ads.countryId))
    .where(inArray(ads.id, ids));
}

export type AdRow = Awaited<ReturnType<typeof cardsQuery>>[number];

function picturesOf(db: Database, ids: number[]) {
  return db
    .select({ adId: adImages.adId, path: adImages.path })
    .from(adImages)
    .where(inArray(adImages.adId, ids))
    .orderBy(asc(adImages.adId), asc(adImages.position), asc(adImages.id));
}

function attributesOf(db: Database, ids: number[]) {
  return db
    .select({
      adId: adAttributes.adId,
      filterId: adAttributes.filterId,
      nameEn: adAttributes.nameEn,
      nameAr: adAttributes.nameAr,
      value: adAttributes.value,
    })
    .from(adAttributes)
    .where(inArray(adAttributes.adId, ids))
    .orderBy(asc(adAttributes.adId), asc(adAttributes.id));
}

export type AttributeRow = Awaited<ReturnType<typeof attributesOf>>[number];

function groupByAd<T extends { adId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.adId);
    if (group) group.push(row);
    else groups.set(row.adId, [row]);
  }
  return groups;
}

/** Pictures and attributes of the ads, grouped by ad, in their own order. */
async function picturesAndAttributes(db: Database, ids: number[]) {
  const [pictures, attributes] = await Promise.all([picturesOf(db, ids), attributesOf(db, ids)]);
  return { pictures: groupByAd(pictures), attributes: groupByAd(attributes) };
}

function assemble(
  rows: AdRow[],
  extras: Awaited<ReturnType<typeof picturesAndAttributes>>,
  lang: Lang,
) {
  return rows.map((row) =>
    toAd(
      row,
      (extras.pictures.get(row.id) ?? []).map((picture) => picture.path),
      extras.attributes.get(row.id) ?? [],
      lang,
    ),
  );
}

/**
 * The ads of `ids` as the contract's cards, in the order of `ids`: three queries whatever
 * their number (ads with their seller and place, pictures, attributes).
 */
export async function loadAdCards(
  db: Database,
  ids: number[],
  lang: Lang,
  userId: number | null,
): Promise<Ad[]> {
  if (ids.length === 0) return [];
  const [rows, extras] = await Promise.all([
    cardsQuery(db, ids, lang, userId),
    picturesAndAttributes(db, ids),
  ]);
  const byId = new Map(assemble(rows, extras, lang).map((ad) => [ad.id, ad]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One ad with its description and the signed-in user's own rating. */
export async function loadAdDetail(
  db: Database,
  id: number,
  lang: Lang,
  userId: number | null,
): Promise<AdDetail | undefined> {
  const myRating =
    userId === null
      ? sql<number | null>`null`
      : sql<number | null>`(select ${ratings.rating}::float8 from ${ratings} where ${and(
          eq(ratings.entityType, 'ad'),
          eq(ratings.entityId, ads.id),
          eq(ratings.raterId, userId),
        )})`;
  const [[card], [more]] = await Promise.all([
    loadAdCards(db, [id], lang, userId),
    db
      .select({ description: localized(lang, ads.descriptionEn, ads.descriptionAr), myRating })
      .from(ads)
      .where(eq(ads.id, id)),
  ]);
  return card && more && { ...card, description: more.description, my_rating: more.myRating };
}
