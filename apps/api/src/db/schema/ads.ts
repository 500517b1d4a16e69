import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { categories, cities, countries, filterDefinitions } from './catalog.ts';
import { stores } from './stores.ts';
import { foldArabic, splitJoinedWords, tsvector } from './text.ts';
import { users } from './users.ts';

/**
 * Where an ad is in its life (issue 17). An active ad is live until `expires_at`; a sold one
 * stays on its page for a week but leaves every list at once; a deleted one is kept (its page
 * answers that it is gone) but shown nowhere. Moderation (issue 42): a `pending` ad waits for a
 * moderator before it goes live, a `hidden` one was taken down (by reports or a moderator) until
 * a moderator decides, a `rejected` one will not go live; all three show to their seller only.
 */
export const adStatus = pgEnum('ad_status', [
  'active',
  'sold',
  'deleted',
  'pending',
  'hidden',
  'rejected',
]);

/** What the seller typed, as the post form holds it (issue 17): edited ads start from it. */
export type PostedAdSource = Record<string, unknown>;

// An ad's attribute labels are words of its title (migration 0019).
const titleEnWords = splitJoinedWords(sql.raw("title_en || ' ' || attribute_words_en"));
const titleArWords = splitJoinedWords(sql.raw("title_ar || ' ' || attribute_words_ar"));

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
    /** "Negotiable" next to the price (a free ad has the price 0). */
    negotiable: boolean().notNull().default(false),
    status: adStatus().notNull().default('active'),
    /** What a hidden ad was before (active or sold): a restore puts it back. */
    statusBeforeHidden: adStatus(),
    /** Why the ad waits or was taken down (`HoldReason`, or `moderator`). */
    holdReason: text(),
    /** The moderator's reason of the last decision, shown to the seller. */
    decisionReason: text(),
    /** Set on publish and renewal; the seed's ads get theirs when seeded. */
    expiresAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 days'`),
    soldAt: timestamp({ withTimezone: true }),
    /**
     * The language the seller wrote in; the other language's columns hold the same text unless
     * `translated`. Null for the seed's ads, written in both.
     */
    writtenLang: text({ enum: ['ar', 'en'] }),
    translated: boolean().notNull().default(false),
    showPhone: boolean().notNull().default(true),
    /** Taps on the call button, counted for the seller's My ads. */
    callTaps: integer().notNull().default(0),
    /** The post form's values the ad was published from (null for the seed's ads). */
    source: jsonb().$type<PostedAdSource>(),
    viewCount: integer().notNull().default(0),
    likesCount: integer().notNull().default(0),
    reviewsCount: integer().notNull().default(0),
    ratingsCount: integer().notNull().default(0),
    averageRating: numeric({ precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The labels of the ad's attributes in each language (make, model, brand, other choices and
     * texts; not numbers or yes/no answers), kept by triggers on `ad_attributes` (migration
     * 0019): an ad written in English is found by its make in Arabic too.
     */
    attributeWordsEn: text().notNull().default(''),
    attributeWordsAr: text().notNull().default(''),
    /**
     * Full-text search of the titles and attribute words: English and Arabic stems (`cars` finds
     * `car`, `سيارات` finds `سيارة`) and the plain words, Arabic spelling variants folded, for
     * prefixes (`toyo:*`), split where a typed term is split (`Big.Nine` holds `nine`, 0015).
     */
    titleVector: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('english', ${titleEnWords}) || to_tsvector('arabic', ${titleArWords}) || to_tsvector('simple', ${titleEnWords}) || to_tsvector('simple', ${foldArabic(titleArWords)})`,
      ),
    /** Full-text search of the descriptions (HTML tags are skipped by the parser). */
    descriptionVector: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('english', description_en) || to_tsvector('arabic', description_ar)`,
      ),
  },
  (t) => [
    // Listing orders end with the id, so a page is read from an index and ties stay stable.
    index().on(t.categoryId, t.createdAt.desc(), t.id.desc()),
    index().on(t.categoryId, t.price, t.id),
    index().on(t.categoryId, t.viewCount.desc(), t.id.desc()),
    index().on(t.subCategoryId, t.createdAt.desc(), t.id.desc()),
    index().on(t.createdAt.desc(), t.id.desc()),
    index().on(t.viewCount.desc(), t.id.desc()),
    index().on(t.userId, t.status),
    // How many live ads the site, a category or a sub-category lists, counted from these alone
    // (an index-only scan): 155 ms → 6 ms for a category of 190,000 ads (issue 46).
    index('ads_live_index')
      .on(t.expiresAt, t.id)
      .where(sql`status = 'active'`),
    index('ads_live_category_index')
      .on(t.categoryId, t.expiresAt, t.id)
      .where(sql`status = 'active'`),
    index('ads_live_sub_category_index')
      .on(t.subCategoryId, t.expiresAt, t.id)
      .where(sql`status = 'active'`),
    // The moderators' queue of held ads, oldest change first (issue 42): a held ad has a reason.
    index('ads_held_index')
      .on(t.status, t.updatedAt, t.id)
      .where(sql`hold_reason is not null`),
    index().on(t.storeId),
    // A referencing column is indexed: deleting what it names (and its uses counted) reads
    // the index, not the whole table (docs/decisions/0113-foreign-keys-indexed.md).
    index().on(t.cityId),
    index().on(t.countryId),
    index('ads_title_vector_index').using('gin', t.titleVector),
    index('ads_description_vector_index').using('gin', t.descriptionVector),
  ],
);

/**
 * Every lexeme of every ad's `title_vector`, kept by a trigger (migration 0016): a misspelt
 * search word (`toyta`) is corrected to the closest of them (`toyota`) by trigram similarity,
 * then searched as typed. Words are never taken out: one no live ad holds finds nothing.
 */
export const titleWords = pgTable('title_words', { word: text().primaryKey() }, (t) => [
  index('title_words_trigram_index').using('gist', t.word.op('gist_trgm_ops')),
]);

export const adImages = pgTable(
  'ad_images',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Null while the picture is uploaded for an ad not yet published (a draft's). */
    adId: integer().references(() => ads.id, { onDelete: 'cascade' }),
    /** Who uploaded it (null for the seed's pictures): only they may attach it to an ad. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** Path without the width suffix: `{path}-{width}.webp` exists for every IMAGE_WIDTHS entry. */
    path: text().notNull(),
    position: integer().notNull().default(0),
    /** The size at the largest width (the seed's pictures are 1024 × 768). */
    width: integer().notNull().default(1024),
    height: integer().notNull().default(768),
    /** The perceptual hash of an upload (`perceptualHash`), for the duplicate check. */
    hash: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.adId, t.position), index().on(t.userId, t.adId)],
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
  (t) => [index().on(t.adId), index().on(t.filterId)],
);

/**
 * What the filters of spec 7 match, one narrow row per ad, kept by triggers (migrations 0004, 0005):
 * `c:{category}`, `s:{sub-category}` and `{filter}:{label}`, lower-cased, for every choice (its
 * English label, each one of a list) and text attribute (in both languages); and the numbers
 * behind range filters, by filter id. A GIN index answers any combination of choices at once;
 * ranges are checked on the (narrow) rows it finds.
 */
export const adFilterIndex = pgTable(
  'ad_filter_index',
  {
    adId: integer()
      .primaryKey()
      .references(() => ads.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** Only active ads have a row (migration 0009); they leave the lists when this passes. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** The ad's price and views (migration 0005), so that every sort is read from here. */
    price: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull(),
    viewCount: integer().notNull(),
    tokens: text().array().notNull(),
    numbers: jsonb().$type<Record<string, number>>().notNull(),
    /**
     * The lexemes of `ads.title_vector` and `ads.description_vector` (migration 0014), for the
     * search's copy in memory (`filter-index/`); the database's own search reads the vectors.
     */
    titleWords: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    descriptionWords: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    index().using('gin', t.tokens),
    index().on(t.createdAt.desc(), t.adId.desc()),
    index().on(t.price, t.adId),
    index().on(t.viewCount.desc(), t.adId.desc()),
  ],
);

/** A transaction id (`xid8`), as text: it outgrows a JavaScript number. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * The last transaction that wrote each ad's `ad_filter_index` row (a trigger of migration 0013),
 * deleted rows included: a server holding the index in memory reads the rows changed since its
 * last snapshot (`modules/ads/filter-index`).
 */
export const adFilterIndexChanges = pgTable(
  'ad_filter_index_changes',
  {
    adId: integer().primaryKey(),
    xid: xid8().notNull(),
  },
  (t) => [index().on(t.xid)],
);

/** One row, counting the times `ad_filter_index` was emptied at once (TRUNCATE, no row trigger). */
export const adFilterIndexGeneration = pgTable('ad_filter_index_generation', {
  id: integer().primaryKey(),
  generation: integer().notNull(),
});

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

/** The post form of a user, kept while they work on it (issue 17): one per user. */
export const adDrafts = pgTable('ad_drafts', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  values: jsonb().$type<PostedAdSource>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
