import {
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.ts';

/** What a review or rating is about: an ad, a store or a seller (user). */
export const entityType = pgEnum('entity_type', ['ad', 'store', 'user']);

export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    entityType: entityType().notNull(),
    entityId: integer().notNull(),
    raterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    review: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.entityType, t.entityId, t.createdAt.desc()),
    // One review per user and entity: a second is edited in place (issue 16).
    unique().on(t.entityType, t.entityId, t.raterId),
    // What a user reviewed (a profile change drops those pages; an account deleted, its reviews).
    index().on(t.raterId),
  ],
);

export const ratings = pgTable(
  'ratings',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    entityType: entityType().notNull(),
    entityId: integer().notNull(),
    raterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: numeric({ precision: 2, scale: 1, mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.entityType, t.entityId, t.raterId),
    index().on(t.raterId),
    check(
      'rating_half_steps',
      // 0 is no rating: choosing it removes the row (issue 16).
      sql`${t.rating} between 0.5 and 5 and ${t.rating} * 2 = floor(${t.rating} * 2)`,
    ),
  ],
);
