import type { AdSort, FilterAttribute } from '@souq/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ads } from './ads.ts';
import { categories } from './catalog.ts';
import { users } from './users.ts';

/**
 * A user's saved search (issue 48): the search as its page's address holds it, and what the
 * matching of new ads reads (docs/decisions/0111-saved-searches-matched-by-index.md).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** `off`, `instant` or `daily` (`SAVED_SEARCH_ALERTS`). */
    alerts: text().notNull(),
    categoryId: integer().references(() => categories.id, { onDelete: 'cascade' }),
    q: text().notNull().default(''),
    /** As the search's address holds them: option labels in `filtersLang`. */
    filters: jsonb().$type<FilterAttribute[]>().notNull().default([]),
    filtersLang: text().notNull(),
    sort: text().$type<AdSort>().notNull().default('newest'),
    /**
     * The category's token in `ad_filter_index.tokens` (`c:<top>` or `s:<sub>`); null for the
     * whole site. The keys begin with it.
     */
    scopeToken: text(),
    /**
     * What the matching finds the search by (modules/saved-searches/search-keys.ts): its scope
     * with one of the tokens of its most selective choice filter (`c:8|2:toyota`), else with
     * the start of a word (`*|w:toy`), else alone (`c:8`). A new ad's keys meet them in the
     * GIN index.
     */
    keyTokens: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The filters as the engines test them (`FilterTest[]`) and the words (`TermWords`). */
    tests: jsonb().notNull().default([]),
    words: jsonb(),
    /** Matches after this are "new" in the list. */
    seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last push for this search: at most one an hour (the rest wait for the digest). */
    pushedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId, t.id),
    index().on(t.categoryId),
    // Read whole on every scan until a vacuum: a matching just after many saves took 73 ms.
    index().using('gin', t.keyTokens).with({ fastupdate: false }),
    check('saved_searches_alerts', sql`${t.alerts} in ('off', 'instant', 'daily')`),
  ],
);

/**
 * The ads that matched a saved search, once each: the list's "N new" (those still live, after
 * `seen_at`) and the daily digest read them.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: integer()
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    adId: integer()
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    matchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set once a digest has told it (daily searches, and instant ones past the push limit). */
    digestedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.adId] }),
    index().on(t.adId),
    // The daily digest reads only the matches not told yet.
    index('saved_search_matches_undigested')
      .on(t.savedSearchId)
      .where(sql`${t.digestedAt} is null`),
  ],
);

/**
 * What a user was told, newest first. `dedupe_key` makes each one once: a job that runs again
 * after a failure finds its notification already there (issue 48's "never twice").
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `NOTIFICATION_KINDS`. */
    kind: text().notNull(),
    /** What it is about (`NotificationData<kind>`), as it was when it was made. */
    data: jsonb().notNull(),
    dedupeKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
    /** Set once its push went out (or was not to be sent): a retried job sends none again. */
    pushedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex().on(t.userId, t.dedupeKey),
    index().on(t.userId, t.id.desc()),
    index('notifications_unread')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** A kind a user changed from the default (told in the site and by push). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    inApp: boolean().notNull(),
    push: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** A browser's push subscription; dropped when its push service says it is gone (404, 410). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);
