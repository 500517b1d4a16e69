import {
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { cities, countries } from './catalog.ts';
import { stores } from './stores.ts';
import { users } from './users.ts';

export const jobOffers = pgTable(
  'job_offers',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    storeId: integer().references(() => stores.id, { onDelete: 'set null' }),
    titleEn: text().notNull(),
    titleAr: text().notNull(),
    companyNameEn: text(),
    companyNameAr: text(),
    companyImage: text(),
    countryId: integer().references(() => countries.id),
    cityId: integer().references(() => cities.id),
    otherInfoEn: text().notNull().default(''),
    otherInfoAr: text().notNull().default(''),
    /** HTML; sanitized by the client before rendering. */
    descriptionEn: text().notNull().default(''),
    descriptionAr: text().notNull().default(''),
    lastDateToApply: date(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.createdAt.desc()),
    index().on(t.storeId),
    index().on(t.cityId),
    index().on(t.countryId),
  ],
);

/** Standards with a kind are the ones the list filters on and shows on cards. */
export const standardKind = pgEnum('standard_kind', ['experience', 'work_time', 'other']);

export const jobStandards = pgTable(
  'job_standards',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    jobOfferId: integer()
      .notNull()
      .references(() => jobOffers.id, { onDelete: 'cascade' }),
    kind: standardKind().notNull().default('other'),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    valueEn: text().notNull(),
    valueAr: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index().on(t.jobOfferId, t.position), index().on(t.kind, t.valueEn)],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    jobOfferId: integer()
      .notNull()
      .references(() => jobOffers.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.jobOfferId, t.userId),
    // A user's applications, the latest first (`applicationsOf`).
    index().on(t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);

export const jobFavorites = pgTable(
  'job_favorites',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobOfferId: integer()
      .notNull()
      .references(() => jobOffers.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobOfferId] }), index().on(t.jobOfferId)],
);
