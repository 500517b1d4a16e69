import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const contactMessages = pgTable('contact_messages', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: text().notNull(),
  phone: text(),
  email: text().notNull(),
  subject: text(),
  message: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The about-us page and the footer's about, terms, faq, privacy and refund pages. */
export const contentPages = pgTable('content_pages', {
  slug: text().primaryKey(),
  titleEn: text().notNull(),
  titleAr: text().notNull(),
  /** HTML; sanitized by the client before rendering. */
  bodyEn: text().notNull(),
  bodyAr: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every saved version of a content page (issue 47), newest with the highest `version`: the
 * console lists them and restores one as a new version. The page itself stays in
 * `content_pages`, which the public reads.
 */
export const contentPageVersions = pgTable(
  'content_page_versions',
  {
    slug: text()
      .notNull()
      .references(() => contentPages.slug, { onDelete: 'cascade' }),
    version: integer().notNull(),
    titleEn: text().notNull(),
    titleAr: text().notNull(),
    bodyEn: text().notNull(),
    bodyAr: text().notNull(),
    /** Who saved it; null for the versions the seed and the migration wrote. */
    savedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The version this one restored, when it is a restore. */
    restoredFrom: integer(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.version] }), index().on(t.savedBy)],
);

export const legalGroup = pgEnum('legal_group', ['privacy_policy', 'help_support']);

/** The legals page: questions and answers in two groups, shown as an accordion. */
export const legalSections = pgTable(
  'legal_sections',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    group: legalGroup().notNull(),
    position: integer().notNull().default(0),
    questionEn: text().notNull(),
    questionAr: text().notNull(),
    answerEn: text().notNull(),
    answerAr: text().notNull(),
  },
  (t) => [index().on(t.group, t.position)],
);

/** Key/value settings such as contact details, social links and the map's centre. */
export const siteSettings = pgTable('site_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
});
