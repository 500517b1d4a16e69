import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer().references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    slug: text().notNull().unique(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    /** Its picture (a path under `/media`), shown in menus and on the home page. */
    icon: text().notNull(),
    position: integer().notNull().default(0),
    /**
     * Taken off the site by an admin (issue 47): in no menu, list, search or post form. A
     * category with ads is hidden, never deleted.
     */
    hidden: boolean().notNull().default(false),
  },
  (t) => [index().on(t.parentId, t.position)],
);

export const filterType = pgEnum('filter_type', [
  'dropdown',
  'work_time',
  'range',
  'multiselect',
  'boolean',
  'text',
]);

/** One option of a choice filter, labelled in both languages. */
export type FilterOption = { en: string; ar: string };

export const filterDefinitions = pgTable(
  'filter_definitions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    type: filterType().notNull(),
    /** Choice filters: the options; range: `[min, max]` as numbers; text: empty. */
    values: jsonb().$type<FilterOption[] | number[]>().notNull(),
    /** A seller must answer it when posting an ad (issue 17). */
    required: boolean().notNull().default(false),
    /** The category's price range: answered by the ad's price, not asked again. */
    isPrice: boolean().notNull().default(false),
    position: integer().notNull().default(0),
  },
  (t) => [index().on(t.categoryId, t.position)],
);

/** The interests offered at registration (step 2), in their order (issue 47: the console's). */
export const tags = pgTable('tags', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  nameEn: text().notNull(),
  nameAr: text().notNull(),
  position: integer().notNull().default(0),
});

export const countries = pgTable('countries', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  nameEn: text().notNull(),
  nameAr: text().notNull(),
  dialCode: text().notNull(),
  flag: text().notNull(),
  position: integer().notNull().default(0),
  /** Where it is on a map (issue 47): the centre an admin gave, if any. */
  latitude: doublePrecision(),
  longitude: doublePrecision(),
});

export const cities = pgTable(
  'cities',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    countryId: integer()
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    position: integer().notNull().default(0),
    /** Where it is on a map (issue 47): the centre an admin gave, if any. */
    latitude: doublePrecision(),
    longitude: doublePrecision(),
  },
  (t) => [index().on(t.countryId)],
);

export const banners = pgTable('banners', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  /** Its picture (a path under `/media`); `imageAr`, when given, is shown on Arabic pages. */
  image: text().notNull(),
  imageAr: text(),
  /** What the picture says, for those who cannot see it (issue 47). */
  altEn: text().notNull().default(''),
  altAr: text().notNull().default(''),
  /** The ad a slide opens; `ads` references catalog, so this stays a plain id checked by the seed. */
  targetId: integer(),
  /** Or a page of the site it opens (a path such as `/category/8`), for a banner of no one ad. */
  link: text(),
  position: integer().notNull().default(0),
  active: boolean().notNull().default(true),
  /** Shown from and until (issue 47): a banner for Ramadan; none is always. */
  startsAt: timestamp({ withTimezone: true }),
  endsAt: timestamp({ withTimezone: true }),
});
