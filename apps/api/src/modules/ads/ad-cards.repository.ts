import type { Ad, AdDetail, Lang } from '@souq/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
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
import type { AttributeValue } from '../../db/schema/ads.ts';
import { holdReasonOf, languagesOf, toAd } from './ads.serializer.ts';
import { isHeldStatus, publicAdPage, shownDecisionReason } from './live-ad.ts';

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
    negotiable: ads.negotiable,
    writtenLang: ads.writtenLang,
    translated: ads.translated,
    showPhone: ads.showPhone,
    status: ads.status,
    public: publicAdPage,
    expired: sql<boolean>`${ads.expiresAt} <= now()`,
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

/** An attribute of an ad as the cards read it. */
export type AttributeRow = {
  filterId: number | null;
  nameEn: string;
  nameAr: string;
  value: AttributeValue;
};

/** A picture of an ad as the cards read it: `[path, width, height]`. */
export type PictureRow = [string, number, number];

/** The ad's pictures, in their order. */
const pictureRows = sql<
  PictureRow[]
>`coalesce((select json_agg(json_build_array(${adImages.path}, ${adImages.width}, ${adImages.height}) order by ${adImages.position}, ${adImages.id}) from ${adImages} where ${adImages.adId} = ${ads.id}), '[]')`;

/** The ad's attributes, in their order. */
const attributeRows = sql<
  AttributeRow[]
>`coalesce((select json_agg(json_build_object('filterId', ${adAttributes.filterId}, 'nameEn', ${adAttributes.nameEn}, 'nameAr', ${adAttributes.nameAr}, 'value', ${adAttributes.value}) order by ${adAttributes.id}) from ${adAttributes} where ${adAttributes.adId} = ${ads.id}), '[]')`;

/**
 * The cards of the `ids` placeholder with their seller, place, pictures and attributes, and the
 * description only when asked (the ad page): one statement whatever their number (the pictures
 * and the attributes aggregated per ad in it).
 */
function cardsQuery(db: Database, lang: Lang, withDescription: boolean) {
  const description = withDescription
    ? localized(lang, ads.descriptionEn, ads.descriptionAr)
    : sql<string>`null`;
  return db
    .select({
      ...cardColumns(lang),
      pictures: pictureRows,
      attributes: attributeRows,
      description,
      holdReason: withDescription ? ads.holdReason : sql<string | null>`null`,
      decisionReason: withDescription ? ads.decisionReason : sql<string | null>`null`,
    })
    .from(ads)
    .innerJoin(users, eq(users.id, ads.userId))
    .leftJoin(stores, eq(stores.id, ads.storeId))
    .leftJoin(cities, eq(cities.id, ads.cityId))
    .leftJoin(countries, eq(countries.id, ads.countryId))
    .where(sql`${ads.id} = any(${sql.placeholder('ids')}::integer[])`)
    .prepare(`ad_cards_${lang}${withDescription ? '_described' : ''}`);
}

type CardsQuery = ReturnType<typeof cardsQuery>;

/**
 * Every list of cards and every ad page runs this statement: prepared once per database
 * connection and language (named), its SQL is neither built here nor parsed and planned there
 * again (parse and plan were 80 % of its time on PostgreSQL).
 */
const preparedCards = new WeakMap<Database, Map<string, CardsQuery>>();

function cards(db: Database, ids: number[], lang: Lang, withDescription = false) {
  const key = `${lang}:${String(withDescription)}`;
  let byKey = preparedCards.get(db);
  if (!byKey) preparedCards.set(db, (byKey = new Map<string, CardsQuery>()));
  let query = byKey.get(key);
  if (!query) byKey.set(key, (query = cardsQuery(db, lang, withDescription)));
  return query.execute({ ids });
}

export type AdRow = Awaited<ReturnType<typeof cards>>[number];

/**
 * The ads of `ids` as the contract's cards, in the order of `ids`, as a visitor without a
 * session sees them (`pageForViewer` adds a viewer's): one query whatever their number.
 */
export async function loadAdCards(db: Database, ids: number[], lang: Lang): Promise<Ad[]> {
  if (ids.length === 0) return [];
  const rows = await cards(db, ids, lang);
  const byId = new Map(rows.map((row) => [row.id, toAd(row, lang)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Who may see an ad's page: everyone, or only its owner (expired, or held by moderators), or
 * nobody (deleted).
 */
export type AdVisibility = { public: boolean; deleted: boolean; ownerId: number };

/** Why moderators hold the ad, for its owner's eyes only (null when they do not). */
export type AdReview = Pick<AdDetail, 'hold_reason' | 'decision_reason'>;

export function visibleTo(visibility: AdVisibility, userId: number | null): boolean {
  return !visibility.deleted && (visibility.public || visibility.ownerId === userId);
}

/**
 * One ad with its description, as `loadAdCards` (`my_rating` null), who may see it, and why
 * moderators hold it.
 */
export async function loadAdDetail(
  db: Database,
  id: number,
  lang: Lang,
): Promise<{ detail: AdDetail; visibility: AdVisibility; review: AdReview } | undefined> {
  const [row] = await cards(db, [id], lang, true);
  if (!row) return undefined;
  return {
    detail: {
      ...toAd(row, lang),
      description: row.description,
      my_rating: null,
      languages: languagesOf(row),
    },
    visibility: { public: row.public, deleted: row.status === 'deleted', ownerId: row.user.id },
    review: isHeldStatus(row.status)
      ? {
          hold_reason: holdReasonOf(row.holdReason),
          decision_reason: shownDecisionReason(row.status, row.decisionReason),
        }
      : { hold_reason: null, decision_reason: null },
  };
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
