import { envelope } from '@souq/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { apiMessage } from '../../shared/messages.ts';

const health = z.object({ status: z.literal('ok'), database: z.string() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: envelope(health), 503: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { data: { status: 'ok' as const, database: app.dbKind } };
      } catch (err) {
        request.log.error({ err }, 'database health check failed');
        return reply.code(503).send({ message: apiMessage('unavailable', request.lang) });
      }
    },
  );
};
