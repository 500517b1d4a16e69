import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import type { UserRecord } from './session-user.ts';
import { hashToken } from './tokens.ts';

export const SESSION_TTLS = {
  /** A remembered session ("remember me"); its cookies last as long. */
  persistentMs: 30 * 24 * 3600_000,
  /** A session whose cookies end with the browser: the server ends it after a day anyway. */
  browserMs: 24 * 3600_000,
} as const;

export type Session = { sessionId: number; user: UserRecord; persistent: boolean };

/**
 * The session of a token with its user, read on every request (no process keeps sessions): a
 * revoked or expired session is none, nor is any of a banned or suspended account (issue 42).
 */
export async function readSession(
  db: Database,
  token: string,
  now: Date,
): Promise<Session | undefined> {
  const [row] = await db
    .select({ sessionId: sessions.id, persistent: sessions.persistent, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.bannedAt),
        or(isNull(users.suspendedUntil), lte(users.suspendedUntil, now)),
      ),
    );
  return row;
}
