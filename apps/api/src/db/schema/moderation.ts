import { REPORT_REASONS, REPORT_STATES, REPORT_TARGETS } from '@souq/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Trust and safety (issue 42). Reports of ads, users and conversations feed one queue; staff
 * decisions and automatic ones go to an append-only log.
 */

export const reportTarget = pgEnum('report_target', REPORT_TARGETS);
export const reportReason = pgEnum('report_reason', REPORT_REASONS);
export const reportState = pgEnum('report_state', REPORT_STATES);

/**
 * A report. `target_id` is the ad, user or conversation reported; it has no foreign key, so a
 * report outlives its target (the reporter's evidence), as does `evidence`: the ad or profile
 * as buyers saw it, or the conversation's latest messages, copied when it was reported.
 */
export const reports = pgTable(
  'reports',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    target: reportTarget().notNull(),
    targetId: integer().notNull(),
    /** Who the report is about: the ad's seller, the user, or the other person of the chat. */
    subjectUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    reporterId: integer().references(() => users.id, { onDelete: 'set null' }),
    reason: reportReason().notNull(),
    note: text().notNull().default(''),
    evidence: jsonb().$type<Record<string, unknown>>().notNull(),
    state: reportState().notNull().default('open'),
    /**
     * The first report (by date, then id) of its target among those of its state: it stands for
     * its group in the moderators' queue. Kept by triggers on every insert, change of state and
     * deletion (migration 0023), whoever writes the reports.
     */
    leads: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The queue: open reports, oldest first.
    index().on(t.state, t.createdAt, t.id),
    index().on(t.target, t.targetId),
    index().on(t.decidedBy),
    // The queue (issue 42): its groups, by their first report, oldest first (their targets read
    // from the index alone); of one kind of target; the groups with a report of one reason; a
    // group's reports in their order.
    index('reports_leaders_index')
      .on(t.state, t.createdAt, t.id, t.target, t.targetId)
      .where(sql`leads`),
    index('reports_leaders_target_index')
      .on(t.state, t.target, t.createdAt, t.id, t.targetId)
      .where(sql`leads`),
    index('reports_reasons_index').on(t.state, t.reason, t.target, t.targetId),
    index('reports_groups_index').on(t.state, t.target, t.targetId, t.createdAt, t.id),
    // The dashboard's median time to a decision, over the last 30 days.
    index('reports_decided_at_index')
      .on(t.decidedAt)
      .where(sql`decided_at is not null`),
    index().on(t.subjectUserId),
    // One open report per reporter and target: a second answers that it is reported already.
    uniqueIndex('reports_one_open_per_reporter')
      .on(t.reporterId, t.target, t.targetId)
      .where(sql`state = 'open'`),
  ],
);

/**
 * The audit log: every staff action and every automatic decision, with the state before and
 * after. Append-only: a trigger refuses `UPDATE`, `DELETE` and `TRUNCATE` (migration 0021), so
 * its people are copied (id and name) rather than referenced.
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null for an automatic decision (reports, the new-seller rule, the word and picture checks). */
    actorId: integer(),
    actorName: text(),
    action: text().notNull(),
    target: text().notNull(),
    targetId: integer(),
    reason: text().notNull().default(''),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.createdAt),
    index().on(t.actorId, t.createdAt),
    index().on(t.target, t.targetId, t.createdAt),
  ],
);

/**
 * What a user is told at their next visit: a warning, or a moderator's decision on their ad,
 * in their language (the page renders `kind` with `reason`).
 */
export const userNotices = pgTable(
  'user_notices',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    adId: integer(),
    reason: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId, t.seenAt)],
);

/** Phone numbers of banned accounts: they cannot register again. */
export const blockedPhones = pgTable('blocked_phones', {
  phoneNumber: text().primaryKey(),
  reason: text().notNull().default(''),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Words and phrases that hold an ad for review, in either language. `folded` is the word as
 * search folds Arabic (alef, yeh and teh marbuta forms, diacritics) and lower-cases English.
 */
export const prohibitedWords = pgTable('prohibited_words', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  word: text().notNull(),
  folded: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
