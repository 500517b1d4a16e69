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

function cardColumns(lang: Lang) {
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

function cardsQuery(db: Database, ids: number[], lang: Lang) {
  return db
    .select(cardColumns(lang))
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
 * The ads of `ids` as the contract's cards, in the order of `ids`, as a visitor without a
 * session sees them (`pageForViewer` adds a viewer's): three queries whatever their number
 * (ads with their seller and place, pictures, attributes).
 */
export async function loadAdCards(db: Database, ids: number[], lang: Lang): Promise<Ad[]> {
  if (ids.length === 0) return [];
  const [rows, extras] = await Promise.all([
    cardsQuery(db, ids, lang),
    picturesAndAttributes(db, ids),
  ]);
  const byId = new Map(assemble(rows, extras, lang).map((ad) => [ad.id, ad]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One ad with its description, as `loadAdCards` (`my_rating` null). */
export async function loadAdDetail(
  db: Database,
  id: number,
  lang: Lang,
): Promise<AdDetail | undefined> {
  const [[card], [more]] = await Promise.all([
    loadAdCards(db, [id], lang),
    db
      .select({ description: localized(lang, ads.descriptionEn, ads.descriptionAr) })
      .from(ads)
      .where(eq(ads.id, id)),
  ]);
  return card && more && { ...card, description: more.description, my_rating: null };
}

/** What the signed-in user did to an ad: liked it, made it a favourite, rated it. */
export type ViewerMarks = { isLiked: boolean; isFavorite: boolean; myRating: number | null };

/** The user's marks on each of the ads, by ad id: one query. */
export async function loadViewerMarks(
  db: Database,
  ids: number[],
  userId: number,
): Promise<Map<number, ViewerMarks>> {
  const has = (table: typeof likes | typeof favorites) =>
    sql<boolean>`exists (select 1 from ${table} where ${and(eq(table.userId, userId), eq(table.adId, ads.id))})`;
  const rows = await db
    .select({
      id: ads.id,
      isLiked: has(likes),
      isFavorite: has(favorites),
      myRating: sql<number | null>`(select ${ratings.rating}::float8 from ${ratings} where ${and(
        eq(ratings.entityType, 'ad'),
        eq(ratings.entityId, ads.id),
        eq(ratings.raterId, userId),
      )})`,
    })
    .from(ads)
    .where(inArray(ads.id, ids));
  return new Map(rows.map(({ id, ...marks }) => [id, marks]));
}
