import { COOKIES, type SessionUser } from '@souq/contracts';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { toSessionUser, type UserRecord } from '../modules/auth/auth.repository.ts';
import { HttpError } from '../shared/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (full record, server side only), or null. */
    user: UserRecord | null;
    sessionId: number | null;
  }
}

/** The token from the `auth_token` cookie, else from `Authorization: Bearer`. */
function requestToken(request: FastifyRequest): string | undefined {
  const cookie = request.cookies[COOKIES.token];
  if (cookie) return cookie;
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Resolves `request.user` before each handler of the scope it is registered in (the API, not
 * the static files), with one query when a token is present.
 */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('preHandler', async (request) => {
    const token = requestToken(request);
    if (!token || token.length > 200) return;
    const session = await app.auth.authenticate(token);
    if (session) {
      request.user = session.user;
      request.sessionId = session.sessionId;
    }
  });
});

/** preHandler of signed-in routes: 401 without a valid session. */
export const requireUser: preHandlerAsyncHookHandler = async (request) => {
  if (!request.user) throw new HttpError(401, 'unauthorized');
};

export function currentUser(request: FastifyRequest): UserRecord {
  if (!request.user) throw new HttpError(401, 'unauthorized');
  return request.user;
}

const COOKIE_FLAGS = { path: '/', httpOnly: true, secure: true, sameSite: 'strict' } as const;

/** Session cookies (no Max-Age/Expires), per the spec; the server-side session expires anyway. */
export function setSessionCookies(reply: FastifyReply, token: string, user: SessionUser) {
  reply.setCookie(COOKIES.token, token, COOKIE_FLAGS);
  setUserCookie(reply, user);
}

export function setUserCookie(reply: FastifyReply, user: SessionUser | UserRecord) {
  const record = 'passwordHash' in user ? toSessionUser(user) : user;
  reply.setCookie(COOKIES.user, JSON.stringify(record), { ...COOKIE_FLAGS, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(COOKIES.token, COOKIE_FLAGS);
  reply.clearCookie(COOKIES.user, { ...COOKIE_FLAGS, httpOnly: false });
}
