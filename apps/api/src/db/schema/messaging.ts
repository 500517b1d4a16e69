import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ads } from './ads.ts';
import { jobOffers } from './jobs.ts';
import { stores } from './stores.ts';
import { users } from './users.ts';

/**
 * Two people talking about one subject (issue 18): an ad with its seller, or a store or a job
 * offer with the store's owner; one conversation per subject and buyer (the one who asks).
 * Each side keeps the last message it has read, which gives the unread counts and read marks.
 * A deleted account leaves its side null, and the other person keeps the conversation; its
 * subject may then be gone too (the account's ads, stores and job offers go with it).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    adId: integer().references(() => ads.id, { onDelete: 'set null' }),
    storeId: integer().references(() => stores.id, { onDelete: 'set null' }),
    jobId: integer().references(() => jobOffers.id, { onDelete: 'set null' }),
    buyerId: integer().references(() => users.id, { onDelete: 'set null' }),
    sellerId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The newest message's time (the creation time until there is one): the list's order. */
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    buyerReadId: integer().notNull().default(0),
    sellerReadId: integer().notNull().default(0),
  },
  (t) => [
    unique().on(t.adId, t.buyerId),
    unique().on(t.storeId, t.buyerId),
    unique().on(t.jobId, t.buyerId),
    // At most one subject: a conversation outlives its ad, store or job (set null when deleted).
    check('conversations_one_subject', sql`num_nonnulls(${t.adId}, ${t.storeId}, ${t.jobId}) <= 1`),
    index().on(t.buyerId, t.lastMessageAt.desc()),
    index().on(t.sellerId, t.lastMessageAt.desc()),
    check('conversations_not_with_oneself', sql`${t.buyerId} <> ${t.sellerId}`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    conversationId: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null once the sender's account is deleted: the other person keeps the message. */
    senderId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Plain text; empty when the message is a picture alone. */
    body: text().notNull(),
    /**
     * A picture's random name, stored in every width under `chat/{conversation id}/` and served
     * only to the two people (`chat-pictures.ts`); its size at the largest width.
     */
    picture: text(),
    pictureWidth: integer(),
    pictureHeight: integer(),
    /** The picture went with its sender's account (its files are deleted). */
    pictureRemoved: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.conversationId, t.id),
    check(
      'messages_text_or_picture',
      sql`${t.body} <> '' or ${t.picture} is not null or ${t.pictureRemoved}`,
    ),
    // The rate limits count a sender's recent messages.
    index().on(t.senderId, t.createdAt),
  ],
);

/** A user who blocked another: no message goes either way between them. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index().on(t.blockedId)],
);
