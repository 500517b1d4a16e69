import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { categories, cities, countries } from './catalog.ts';
import { users } from './users.ts';

export const stores = pgTable(
  'stores',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Kind of store shown as the seller's role (for example `car_dealer`). */
    storeType: text().notNull().default('store'),
    /** The category the store serves; category 10 makes it a service provider. */
    categoryId: integer().references(() => categories.id),
    storeName: text().notNull(),
    storeEmail: text(),
    storeWebsite: text(),
    storePhoneNumber: text(),
    descriptionEn: text().notNull().default(''),
    descriptionAr: text().notNull().default(''),
    profileImage: text(),
    coverImage: text(),
    countryId: integer().references(() => countries.id),
    cityId: integer().references(() => cities.id),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    isVerified: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.ownerId),
    index().on(t.categoryId),
    index().on(t.cityId),
    index().on(t.countryId),
  ],
);

export const storeFollows = pgTable(
  'store_follows',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] }), index().on(t.storeId)],
);

/**
 * What an admin chose for a service provider (issue 47): pinned to the top of
 * `/ServiceProviders`, or taken off it (spam, a closed business). A provider without a row is
 * listed as its ratings rank it. `kind` and `entityId` name a store or a user, as ratings do:
 * no foreign key, so a row left by a deleted store or user names nobody and is ignored.
 */
export const serviceProviderChoices = pgTable(
  'service_provider_choices',
  {
    kind: text({ enum: ['store', 'user'] }).notNull(),
    entityId: integer().notNull(),
    state: text({ enum: ['pinned', 'hidden'] }).notNull(),
    chosenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.entityId] }),
    check('service_provider_choices_kind', sql`${t.kind} in ('store', 'user')`),
    check('service_provider_choices_state', sql`${t.state} in ('pinned', 'hidden')`),
  ],
);
