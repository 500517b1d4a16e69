import { COOKIES } from '@souq/contracts';
import { readCookie } from '../lib/cookies';

/** The part of the public user record (the `userData` cookie) the client reads. */
export type SessionUser = { id: number; name: string; avatar: string | null };

/** The cookie's record, of which only these fields are read. */
type UserRecord = { id: number; name: string; avatar?: unknown };

function isUserRecord(value: unknown): value is UserRecord {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name } = value as Record<string, unknown>;
  return Number.isInteger(id) && typeof name === 'string';
}

export type AuthState = {
  isAuthenticated: boolean;
  user: SessionUser | null;
  /** Only set when the `auth_token` cookie is readable, which our server never allows. */
  token: string | null;
};

export const signedOut: AuthState = { isAuthenticated: false, user: null, token: null };

function parseUser(raw: string): SessionUser | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isUserRecord(parsed)) return null;
    const avatar = typeof parsed.avatar === 'string' ? parsed.avatar : null;
    return { id: parsed.id, name: parsed.name, avatar };
  } catch {
    return null;
  }
}

/**
 * The spec restores the session only when both the `auth_token` and `userData` cookies exist.
 * Our server sets `auth_token` HttpOnly, so scripts cannot see it: the readable `userData`
 * cookie is the signal that a session is present, the HttpOnly cookie carries it on every
 * request, and the first 401 clears this state (see shared/http).
 */
export function restoreSession(cookies: string): AuthState {
  const raw = readCookie(COOKIES.user, cookies);
  const user = raw === null ? null : parseUser(raw);
  if (user === null) return signedOut;
  return { isAuthenticated: true, user, token: readCookie(COOKIES.token, cookies) };
}
