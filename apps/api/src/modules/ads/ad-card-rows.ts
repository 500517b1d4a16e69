import type { Lang } from '@souq/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { AttributeValue } from '../../db/schema/ads.ts';
import {
  adAttributes,
  adImages,
  ads,
  cities,
  countries,
  stores,
  users,
} from '../../db/schema/index.ts';
import { localized } from '../../shared/localized.ts';
import { publicAdPage } from './live-ad.ts';

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
 * again (parse and plan were most of its time on PostgreSQL:
 * docs/decisions/0056-prepared-cards-and-planning.md).
 */
const preparedCards = new WeakMap<Database, Map<string, CardsQuery>>();

/** The rows of the ads of `ids` (in no order), with their description when asked. */
export function readCardRows(db: Database, ids: number[], lang: Lang, withDescription = false) {
  const key = `${lang}:${String(withDescription)}`;
  let byKey = preparedCards.get(db);
  if (!byKey) preparedCards.set(db, (byKey = new Map<string, CardsQuery>()));
  let query = byKey.get(key);
  if (!query) byKey.set(key, (query = cardsQuery(db, lang, withDescription)));
  return query.execute({ ids });
}

export type AdRow = Awaited<ReturnType<typeof readCardRows>>[number];
