import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { categories, cities, countries, filterDefinitions } from './catalog.ts';
import { stores } from './stores.ts';
import { users } from './users.ts';

export const ads = pgTable(
  'ads',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Top-level category (the home sections and the category page query it). */
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    subCategoryId: integer().references(() => categories.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when the ad is published by one of the user's stores. */
    storeId: integer().references(() => stores.id, { onDelete: 'set null' }),
    titleEn: text().notNull(),
    titleAr: text().notNull(),
    /** HTML; sanitized by the client before rendering. */
    descriptionEn: text().notNull().default(''),
    descriptionAr: text().notNull().default(''),
    price: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull(),
    countryId: integer().references(() => countries.id),
    cityId: integer().references(() => cities.id),
    addressEn: text(),
    addressAr: text(),
    viewCount: integer().notNull().default(0),
    likesCount: integer().notNull().default(0),
    reviewsCount: integer().notNull().default(0),
    ratingsCount: integer().notNull().default(0),
    averageRating: numeric({ precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.categoryId, t.createdAt.desc()),
    index().on(t.viewCount.desc()),
    index().on(t.userId),
    index().on(t.storeId),
  ],
);

export const adImages = pgTable(
  'ad_images',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    adId: integer()
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    /** Path without the width suffix: `{path}-{width}.webp` exists for every IMAGE_WIDTHS entry. */
    path: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index().on(t.adId, t.position)],
);

/** A value in both languages: a single choice or text, or a list for multi-select. */
export type AttributeValue = { en: string | string[]; ar: string | string[] };

export const adAttributes = pgTable(
  'ad_attributes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    adId: integer()
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    filterId: integer().references(() => filterDefinitions.id, { onDelete: 'set null' }),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    value: jsonb().$type<AttributeValue>().notNull(),
    /** The number behind a range filter's attribute (price, mileage, area…). */
    numericValue: numeric({ mode: 'number' }),
  },
  (t) => [index().on(t.adId), index().on(t.filterId, t.numericValue)],
);

export const likes = pgTable(
  'likes',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adId: integer()
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.adId] }), index().on(t.adId)],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adId: integer()
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.adId] }), index().on(t.adId)],
);
