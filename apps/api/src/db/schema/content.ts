import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
