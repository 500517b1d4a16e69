import { COOKIES, type SessionUser } from '@souq/contracts';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { readSession, SESSION_TTLS } from '../shared/auth/sessions.ts';
import { toSessionUser, type UserRecord } from '../shared/auth/session-user.ts';
import { HttpError } from '../shared/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (full record, server side only), or null. */
    user: UserRecord | null;
    sessionId: number | null;
    /** Whether the session outlives the browser ("remember me"). */
    sessionPersistent: boolean;
  }
}

const MAX_TOKEN_LENGTH = 200;

/**
 * The `auth_token` cookie. The cookie plugin reads cookies in its own `onRequest` hook: an answer
 * sent before it (the overload plugin's 503) has none.
 */
function tokenCookie(request: FastifyRequest): string | undefined {
  const cookies = request.cookies as FastifyRequest['cookies'] | null;
  return cookies?.[COOKIES.token];
}

/** The tokens the request carries: the `auth_token` cookie, then `Authorization: Bearer`. */
function requestTokens(request: FastifyRequest): string[] {
  const header = request.headers.authorization;
  const bearer = header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  return [tokenCookie(request), bearer].filter(
    (token): token is string => token !== undefined && token !== '',
  );
}

/**
 * Resolves `request.user` when each request of the scope it is registered in (the API) arrives,
 * before its body is read, so that a signed-in route answers 401 to a visitor whatever the body.
 * A stale cookie does not hide a valid Bearer token. Every answer that depends on a session
 * (the request carries one, the answer sets or clears one, or refuses for want of one) is marked
 * `no-store`, and a 401 clears the cookies that did not sign the user in.
 */
export const authPlugin = fp<{ now: () => Date }>(async (app, opts) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionPersistent', false);
  app.addHook('onRequest', async (request, reply) => {
    // Already answered (shed by the overload plugin): no query for a request turned away.
    if (reply.sent) return;
    for (const token of requestTokens(request)) {
      if (token.length > MAX_TOKEN_LENGTH) continue;
      const session = await readSession(app.db, token, opts.now());
      if (session) {
        request.user = session.user;
        request.sessionId = session.sessionId;
        request.sessionPersistent = session.persistent;
        return;
      }
    }
  });
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode === 401 && tokenCookie(request) !== undefined) {
      clearSessionCookies(reply);
    }
    // A route may let the browser alone keep what it answered (`private`).
    const privateAnswer = String(reply.getHeader('cache-control') ?? '').startsWith('private');
    if (
      reply.statusCode === 401 ||
      reply.hasHeader('set-cookie') ||
      (requestTokens(request).length > 0 && !privateAnswer)
    ) {
      reply.header('cache-control', 'no-store');
    }
  });
});

/** onRequest hook of signed-in routes: 401 without a valid session, before the body is read. */
export const requireUser: onRequestAsyncHookHandler = async (request) => {
  if (!request.user) throw new HttpError(401, 'unauthorized');
};

export function currentUser(request: FastifyRequest): UserRecord {
  if (!request.user) throw new HttpError(401, 'unauthorized');
  return request.user;
}

/**
 * `Secure` only when the request came over HTTPS (directly, or through a proxy trusted by
 * TRUST_PROXY): browsers drop Secure cookies set over plain HTTP, which would make signing in
 * impossible on a LAN address. Over HTTPS they are never sent back over plain HTTP.
 */
function cookieFlags(reply: FastifyReply, persistent: boolean) {
  return {
    path: '/',
    httpOnly: true,
    secure: reply.request.protocol === 'https',
    sameSite: 'strict',
    ...(persistent ? { maxAge: SESSION_TTLS.persistentMs / 1000 } : {}),
  } as const;
}

/** Both cookies; a persistent session's last 30 days, the others end with the browser. */
export function setSessionCookies(
  reply: FastifyReply,
  token: string,
  user: SessionUser,
  persistent: boolean,
) {
  reply.setCookie(COOKIES.token, token, cookieFlags(reply, persistent));
  setUserCookie(reply, user, persistent);
}

/**
 * The `userData` cookie: scripts read it, so it holds only what the header shows (id, name,
 * picture), never the phone number, e-mail or birthdate, which `GET /api/me` answers.
 */
export function setUserCookie(
  reply: FastifyReply,
  user: SessionUser | UserRecord,
  persistent: boolean,
) {
  const { id, name, avatar } = 'passwordHash' in user ? toSessionUser(user) : user;
  reply.setCookie(COOKIES.user, JSON.stringify({ id, name, avatar }), {
    ...cookieFlags(reply, persistent),
    httpOnly: false,
  });
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(COOKIES.token, cookieFlags(reply, false));
  reply.clearCookie(COOKIES.user, { ...cookieFlags(reply, false), httpOnly: false });
}
