import type { StaffRole } from '@souq/contracts';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { UserRecord } from '../../shared/auth/session-user.ts';
import { HttpError } from '../../shared/errors.ts';
import type { Actor } from './moderation-log.ts';

/** Whether the user may do what `role` may: an admin may do all a moderator does. */
export function hasStaffRole(user: Pick<UserRecord, 'staffRole'> | null, role: StaffRole): boolean {
  const held = user?.staffRole ?? null;
  return held === 'admin' || (held === 'moderator' && role === 'moderator');
}

/**
 * onRequest hook of the console's routes: 401 without a session, 403 for anyone without the
 * role, before the body is read. The role is read with the session on every request, so a role
 * taken back stops at once.
 */
export function requireStaff(role: StaffRole): onRequestAsyncHookHandler {
  return async (request) => {
    if (!request.user) throw new HttpError(401, 'unauthorized');
    if (!hasStaffRole(request.user, role)) throw new HttpError(403, 'forbidden');
  };
}

/** The member of staff making the request, as the audit log names them. */
export function staffOf(request: FastifyRequest): UserRecord & { actor: Actor } {
  const user = request.user;
  if (!user || !hasStaffRole(user, 'moderator')) throw new HttpError(403, 'forbidden');
  return { ...user, actor: { id: user.id, name: user.userName } };
}

/**
 * The console's rules for a plugin of its routes (`/api/admin`): `role` at least for every one of
 * them, and no answer kept by any cache.
 */
export function guardConsoleRoutes(app: FastifyInstance, role: StaffRole): void {
  app.addHook('onRequest', requireStaff(role));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
