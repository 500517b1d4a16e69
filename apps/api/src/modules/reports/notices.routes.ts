import { envelope, idParam, userNotice } from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { notFound } from '../../shared/errors.ts';
import { listUnseenNotices, markNoticeSeen } from './notices.repository.ts';

/** Issue 42: what moderators told the signed-in user (warnings, decisions on their ads). */
export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/me/notices',
    {
      schema: {
        tags: ['reports'],
        summary:
          "The signed-in user's notices not seen yet, newest first: warnings and moderators' decisions on their ads",
        response: { 200: envelope(z.array(userNotice)) },
      },
    },
    async (request) => ({
      data: await listUnseenNotices(app.db, currentUser(request).id, request.lang),
    }),
  );

  app.post(
    '/me/notices/:id/seen',
    {
      schema: {
        tags: ['reports'],
        summary: 'Marks one of your notices seen: it is not shown again',
        params: z.object({ id: idParam }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      if (!(await markNoticeSeen(app.db, currentUser(request).id, request.params.id))) {
        throw notFound();
      }
      return reply.code(204).send(null);
    },
  );
};
