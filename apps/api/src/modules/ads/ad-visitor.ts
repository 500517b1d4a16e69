import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { secondsLeftOfDay } from './view-visitors.ts';

/**
 * The browser's random id for the day, sent with the ad requests only; set by the first view's
 * answer and gone at the end of the UTC day, so it tells nothing about the days before.
 */
export const VISITOR_COOKIE = 'visitor';

/** 16 random bytes in base64url, as `visitorOf` makes them. */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * Who views an ad, for counting each visitor once a day: the signed-in user (on every device),
 * else the browser's visitor cookie, made here (and set on `reply`) when it sends none.
 */
export function visitorOf(request: FastifyRequest, reply: FastifyReply, now: Date): string {
  if (request.user) return `u${String(request.user.id)}`;
  const id = request.cookies[VISITOR_COOKIE];
  if (id !== undefined && VISITOR_ID.test(id)) return `v${id}`;
  const made = randomBytes(16).toString('base64url');
  reply.setCookie(VISITOR_COOKIE, made, {
    path: '/api/ads',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: secondsLeftOfDay(now),
  });
  return `v${made}`;
}
