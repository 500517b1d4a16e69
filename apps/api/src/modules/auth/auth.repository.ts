import { and, desc, eq, gt, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { otpCodes, sessions, tags, userInterests, users } from '../../db/schema/index.ts';
import type { UserRecord } from '../../shared/auth/session-user.ts';

export type OtpPurpose = (typeof otpCodes.$inferSelect)['purpose'];
export type OtpRow = typeof otpCodes.$inferSelect;

export async function findUserById(db: Database, id: number): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByPhone(
  db: Database,
  phone: string,
): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phoneNumber, phone));
  return row;
}

/** The user of a user name, in any case. */
export async function findUserByUserName(
  db: Database,
  userName: string,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.userName}) = ${userName.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function isUserNameTaken(db: Database, userName: string, exceptId = 0) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.userName}) = ${userName.toLowerCase()}`,
        sql`${users.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function isPhoneTaken(db: Database, phone: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phoneNumber, phone))
    .limit(1);
  return rows.length > 0;
}

export async function existingTagIds(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids));
  return rows.map((r) => r.id);
}

/** The user and their interests in one transaction. */
export async function insertUser(
  db: Database,
  user: typeof users.$inferInsert,
  interests: number[],
): Promise<UserRecord> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values(user).returning();
    if (!row) throw new Error('insert returned no row');
    if (interests.length > 0) {
      await tx.insert(userInterests).values(interests.map((tagId) => ({ userId: row.id, tagId })));
    }
    return row;
  });
}

export async function markPhoneVerified(db: Database, userId: number, now: Date) {
  await db
    .update(users)
    .set({ phoneVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.phoneVerifiedAt)));
}

export async function updateUser(
  db: Database,
  userId: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRecord | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row;
}

/** Ends every open session of the user, but `exceptId`'s. */
async function revokeSessions(db: Database, userId: number, now: Date, exceptId?: number) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptId === undefined ? undefined : ne(sessions.id, exceptId),
      ),
    );
}

/** A new password hash; every session of the user but `keepSessionId` is revoked with it. */
export async function changePassword(
  db: Database,
  values: { userId: number; passwordHash: string; keepSessionId: number; now: Date },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: values.passwordHash, updatedAt: values.now })
      .where(eq(users.id, values.userId));
    await revokeSessions(tx, values.userId, values.now, values.keepSessionId);
  });
}

/** The user's new, verified phone number. */
export async function changePhone(
  db: Database,
  userId: number,
  phoneNumber: string,
  now: Date,
): Promise<UserRecord> {
  const [row] = await db
    .update(users)
    .set({ phoneNumber, phoneVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`user ${String(userId)} vanished during a phone change`);
  return row;
}

// Sessions

export async function insertSession(db: Database, session: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(session);
}

export async function revokeSession(db: Database, sessionId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

// One-time codes

/** A new code voids the user's earlier unused codes of the same purpose. */
export async function insertOtp(
  db: Database,
  values: {
    userId: number;
    purpose: OtpPurpose;
    codeHash: string;
    now: Date;
    expiresAt: Date;
    phoneNumber?: string;
  },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ consumedAt: values.now })
      .where(
        and(
          eq(otpCodes.userId, values.userId),
          eq(otpCodes.purpose, values.purpose),
          isNull(otpCodes.consumedAt),
        ),
      );
    await tx.insert(otpCodes).values({
      userId: values.userId,
      purpose: values.purpose,
      codeHash: values.codeHash,
      expiresAt: values.expiresAt,
      createdAt: values.now,
      phoneNumber: values.phoneNumber,
    });
  });
}

/** Codes sent to the user for this purpose since `since`, latest first. */
export async function recentOtps(db: Database, userId: number, purpose: OtpPurpose, since: Date) {
  return db
    .select({ createdAt: otpCodes.createdAt, consumedAt: otpCodes.consumedAt })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.userId, userId),
        eq(otpCodes.purpose, purpose),
        gte(otpCodes.createdAt, since),
      ),
    )
    .orderBy(desc(otpCodes.createdAt));
}

export async function latestOpenOtp(
  db: Database,
  userId: number,
  purpose: OtpPurpose,
): Promise<OtpRow | undefined> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(
      and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)),
    )
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return row;
}

/**
 * Counts a try before the code is compared, in one statement, so that tries at once cannot
 * pass the cap: false when the code has had its `maxAttempts` tries (or is used).
 */
export async function countAttempt(db: Database, id: number, maxAttempts: number) {
  const rows = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(eq(otpCodes.id, id), lt(otpCodes.attempts, maxAttempts), isNull(otpCodes.consumedAt)),
    )
    .returning({ attempts: otpCodes.attempts });
  return rows.length > 0;
}

/** A code that has had its last try wrong is void (consumed), so a newer one is asked for. */
export async function voidSpentOtp(db: Database, id: number, maxAttempts: number, now: Date) {
  await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(
      and(eq(otpCodes.id, id), gte(otpCodes.attempts, maxAttempts), isNull(otpCodes.consumedAt)),
    );
}

/** Marks the code used; false when another request used it first. */
export async function consumeOtp(
  db: Database,
  id: number,
  now: Date,
  reset?: { tokenHash: string; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({
      consumedAt: now,
      resetTokenHash: reset?.tokenHash ?? null,
      resetTokenExpiresAt: reset?.expiresAt ?? null,
    })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return rows.length > 0;
}

/**
 * Uses a reset token once: clears it, sets the new hash and revokes every session of the user,
 * all in one transaction. Answers the user id, or undefined for an unknown or expired token.
 */
export async function resetPasswordWithToken(
  db: Database,
  values: { tokenHash: string; phone: string; passwordHash: string; now: Date },
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(otpCodes)
      .set({ resetTokenHash: null, resetTokenExpiresAt: null })
      .where(
        and(
          eq(otpCodes.resetTokenHash, values.tokenHash),
          eq(otpCodes.purpose, 'reset_password'),
          gt(otpCodes.resetTokenExpiresAt, values.now),
          sql`${otpCodes.userId} = (select ${users.id} from ${users} where ${users.phoneNumber} = ${values.phone})`,
        ),
      )
      .returning({ userId: otpCodes.userId });
    if (!row) return undefined;
    await tx
      .update(users)
      .set({ passwordHash: values.passwordHash, updatedAt: values.now })
      .where(eq(users.id, row.userId));
    await revokeSessions(tx, row.userId, values.now);
    return row.userId;
  });
}
