import { envelope } from '@souq/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { Database } from '../../db/client.ts';
import { filterIndexOf } from '../ads/filter-index/index-sync.ts';
import { apiMessage } from '../../shared/messages.ts';

const health = z.object({
  status: z.literal('ok'),
  database: z.string(),
  /** Whether filtered listings and searches are answered from memory yet (`filter-index/`). */
  search_index: z.enum(['loading', 'ready']),
});

/** How often the database is checked in the background. */
const CHECK_EVERY_MS = 1_000;
/** The database counts as down when no check has passed for this long. */
const HEALTHY_FOR_MS = 5_000;

/**
 * Checks the database one query at a time in the background, so that the health check itself
 * answers at once however busy the database is (a busy queue of queries must not make a
 * monitor think the process is dead, nor a monitor add to the queue).
 */
function databaseCheck(db: Database) {
  let passedAt = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  async function check(): Promise<void> {
    try {
      await db.execute(sql`select 1`);
      passedAt = performance.now();
    } catch {
      // Not passed: the health check turns 503 once HEALTHY_FOR_MS have gone by.
    }
  }
  function next(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      void check().then(next);
    }, CHECK_EVERY_MS).unref();
  }
  return {
    start: async () => {
      await check();
      next();
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
    healthy: () => performance.now() - passedAt < HEALTHY_FOR_MS,
  };
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const database = databaseCheck(app.db);
  app.addHook('onReady', database.start);
  app.addHook('onClose', database.stop);

  app.get(
    '/health',
    {
      // Answered under any load (see plugins/overload.ts): it reads state, it makes no query.
      config: { pressureHandler: () => undefined },
      schema: {
        tags: ['system'],
        summary: 'Liveness, and whether the database answered in the last 5 seconds',
        response: { 200: envelope(health), 503: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      if (database.healthy()) {
        const searchIndex = filterIndexOf(app.db).isLoaded
          ? ('ready' as const)
          : ('loading' as const);
        return {
          data: { status: 'ok' as const, database: app.dbKind, search_index: searchIndex },
        };
      }
      request.log.error('database health check failed');
      return reply.code(503).send({ message: apiMessage('unavailable', request.lang) });
    },
  );
};
