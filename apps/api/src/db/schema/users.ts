import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cities, countries, tags } from './catalog.ts';

export const gender = pgEnum('gender', ['male', 'female']);

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    userName: text().notNull().unique(),
    phoneNumber: text().notNull().unique(),
    email: text(),
    passwordHash: text().notNull(),
    birthdate: date(),
    gender: gender().notNull().default('male'),
    bio: text(),
    avatar: text(),
    countryId: integer().references(() => countries.id),
    cityId: integer().references(() => cities.id),
    /** The first role is the entity type used when listing the user's ads (`client` for individuals). */
    roles: text().array().notNull().default(['client']),
    isVerified: boolean().notNull().default(false),
    /** Staff (issue 42): a moderator or an admin; granted by `npm run admin:grant`, never seeded in production. */
    staffRole: text({ enum: ['moderator', 'admin'] }),
    /** A suspension ends at this time; a ban has no end. Either refuses sign-in and ends every session. */
    suspendedUntil: timestamp({ withTimezone: true }),
    bannedAt: timestamp({ withTimezone: true }),
    phoneVerifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The moderators' dashboard counts the accounts made today (issue 42).
    index().on(t.createdAt),
    index().on(t.cityId),
    index().on(t.countryId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the random token; the token itself is never stored. */
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** "Remember me": the cookies outlive the browser (30 days) instead of ending with it. */
    persistent: boolean().notNull().default(true),
  },
  (t) => [index().on(t.userId)],
);

/** `staff_sign_in`: the second step of a moderator's or admin's sign-in (issue 42). */
export const otpPurpose = pgEnum('otp_purpose', [
  'verify_phone',
  'reset_password',
  'change_phone',
  'staff_sign_in',
]);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: otpPurpose().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    /** Password reset: SHA-256 of the single-use token handed out once the code is verified. */
    resetTokenHash: text().unique(),
    resetTokenExpiresAt: timestamp({ withTimezone: true }),
    /** A phone change: the new number the code was sent to, which it confirms. */
    phoneNumber: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.purpose)],
);

export const userInterests = pgTable(
  'user_interests',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tagId] }), index().on(t.tagId)],
);

export const follows = pgTable(
  'follows',
  {
    followerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followedId] }), index().on(t.followedId)],
);
