import type { FastifyReply, FastifyRequest } from 'fastify';
import { setUserCookie } from '../../plugins/auth.ts';
import { toSessionUser, type UserRecord } from '../../shared/auth/session-user.ts';
import { apiMessage, type ApiMessageKey } from '../../shared/messages.ts';

/** The answer to a change of the signed-in user: its new record, also put in its cookie. */
export function userAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRecord,
  message: ApiMessageKey,
) {
  const data = toSessionUser(user);
  setUserCookie(reply, data, request.sessionPersistent);
  return { data, message: apiMessage(message, request.lang) };
}
