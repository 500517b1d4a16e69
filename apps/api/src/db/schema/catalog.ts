import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer().references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    slug: text().notNull().unique(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    icon: text().notNull(),
    position: integer().notNull().default(0),
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

export const tags = pgTable('tags', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  nameEn: text().notNull(),
  nameAr: text().notNull(),
});

export const countries = pgTable('countries', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  nameEn: text().notNull(),
  nameAr: text().notNull(),
  dialCode: text().notNull(),
  flag: text().notNull(),
  position: integer().notNull().default(0),
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
  },
  (t) => [index().on(t.countryId)],
);

export const banners = pgTable('banners', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  image: text().notNull(),
  /** The ad a slide opens; `ads` references catalog, so this stays a plain id checked by the seed. */
  targetId: integer(),
  position: integer().notNull().default(0),
  active: boolean().notNull().default(true),
});
