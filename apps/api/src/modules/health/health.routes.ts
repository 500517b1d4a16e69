import { envelope } from '@souq/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { Database } from '../../db/client.ts';
import { apiMessage } from '../../shared/messages.ts';
import { SEARCH_ENGINE_NAMES } from '../ads/search-engine/search-engine.ts';

const health = z.object({
  status: z.literal('ok'),
  database: z.string(),
  /**
   * Whether the search engine answers as it is meant to yet: the memory engine once its copy is
   * loaded (the database answers meanwhile), the postgres engine at once.
   */
  search_index: z.enum(['loading', 'ready']),
  /** `SEARCH_ENGINE`. */
  search_engine: z.enum(SEARCH_ENGINE_NAMES),
});

const readiness = z.object({
  ready: z.boolean(),
  checks: z.object({
    database: z.enum(['ok', 'failed']),
    /** `off` without REDIS_URL. */
    redis: z.enum(['ok', 'failed', 'off']),
    /** The uploads' folders writable, or the bucket there. */
    storage: z.enum(['ok', 'failed']),
    search_index: z.enum(['ok', 'loading']),
    shutting_down: z.boolean(),
  }),
});
type Readiness = z.infer<typeof readiness>;

/** How long each readiness check may take before it counts as failed. */
const READY_CHECK_MS = 2000;
/** Readiness checks made within this long of the last share its result (load balancers poll). */
const READY_KEPT_MS = 1000;

/** Resolves `true` when `check` does within READY_CHECK_MS, `false` otherwise. */
async function passes(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => {
      resolve(false);
    }, READY_CHECK_MS);
  });
  try {
    return await Promise.race([check().then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

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

  /** The checks of the dependencies, made once for the probes within READY_KEPT_MS. */
  let recent:
    { at: number; checks: Promise<Omit<Readiness['checks'], 'shutting_down'>> } | undefined;
  function dependencies() {
    const now = performance.now();
    if (recent && now - recent.at < READY_KEPT_MS) return recent.checks;
    const broker = app.chatEvents.checkBroker();
    const checks = Promise.all([
      passes(() => app.db.execute(sql`select 1`)),
      broker === undefined ? undefined : passes(() => broker),
      passes(() => app.media.check()),
    ]).then(([db, redis, storage]) => ({
      database: db ? ('ok' as const) : ('failed' as const),
      redis: redis === undefined ? ('off' as const) : redis ? ('ok' as const) : ('failed' as const),
      storage: storage ? ('ok' as const) : ('failed' as const),
      search_index: app.searchEngine.ready ? ('ok' as const) : ('loading' as const),
    }));
    recent = { at: now, checks };
    return checks;
  }

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
        const searchIndex = app.searchEngine.ready ? ('ready' as const) : ('loading' as const);
        return {
          data: {
            status: 'ok' as const,
            database: app.dbKind,
            search_index: searchIndex,
            search_engine: app.searchEngine.name,
          },
        };
      }
      request.log.error('database health check failed');
      return reply.code(503).send({ message: apiMessage('unavailable', request.lang) });
    },
  );

  app.get(
    '/ready',
    {
      // Answered under any load and while shutting down (see plugins/overload.ts).
      config: { pressureHandler: () => undefined },
      schema: {
        tags: ['system'],
        summary:
          "Readiness for a load balancer: the database, Redis (with REDIS_URL) and the uploads' storage reachable, the search index loaded, and not shutting down; 503 otherwise, with each check",
        response: {
          200: envelope(readiness),
          503: envelope(readiness).extend({ message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const checks = { ...(await dependencies()), shutting_down: app.shutdown.draining };
      const ready =
        checks.database === 'ok' &&
        checks.redis !== 'failed' &&
        checks.storage === 'ok' &&
        checks.search_index === 'ok' &&
        !checks.shutting_down;
      void reply.header('cache-control', 'no-store');
      if (ready) return { data: { ready, checks } };
      return reply
        .code(503)
        .send({ message: apiMessage('unavailable', request.lang), data: { ready, checks } });
    },
  );
};
