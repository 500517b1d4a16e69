import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import {
  createRumIndexes,
  RUM_INDEXES,
  rumAvailable,
  rumIndexesReady,
} from '../modules/ads/search-engine/rum-indexes.ts';

/** The indexes are there, the server has no `rum`, or another server is building them. */
export type SearchIndexesOutcome = 'ready' | 'no extension' | 'busy';

/**
 * The RUM indexes of the postgres engine (rum-indexes.ts), built when the server can load `rum`
 * (minutes at 10,000,000 ads: `npm run db:search-indexes` builds them ahead of a deploy).
 * Servers starting together take turns on a lock they do not wait for: a session waiting for a
 * lock holds a snapshot, which a concurrent build waits for, so whoever waited would wait for
 * the builder and the builder for them. Another server's build is left to it.
 *
 * The session that holds the turn builds, so that `stop` can end it: a build runs on in
 * PostgreSQL after its client has gone, and only a terminated session stops whatever statement
 * it runs now or would run next. The index it was building is left invalid, which the next
 * build replaces.
 */
export async function prepareSearchIndexes(
  database: DatabaseHandle,
  log: { info(message: string): void },
  stop?: AbortSignal,
): Promise<SearchIndexesOutcome> {
  const { db } = database;
  if (!(await rumAvailable(db))) {
    log.info('the rum extension is not available: searches read the GIN text indexes');
    return 'no extension';
  }
  const turn = database.newConnection();
  // Ended by `stop` between two statements, the session errs with none to answer.
  turn.on('error', () => undefined);
  await turn.connect();
  const { rows: session } = await turn.query<{ pid: number }>('select pg_backend_pid() as pid');
  const end = () => {
    db.execute(sql`select pg_terminate_backend(${session[0]?.pid})`).catch(() => undefined);
  };
  stop?.addEventListener('abort', end, { once: true });
  try {
    stop?.throwIfAborted();
    const { rows } = await turn.query<{ mine: boolean }>(
      "select pg_try_advisory_lock(hashtext('souq: search indexes')) as mine",
    );
    if (!rows[0]?.mine) {
      log.info('another server is building the RUM indexes: searches read them once it is done');
      return 'busy';
    }
    const own = drizzle(turn, { schema, casing: 'snake_case' });
    if (!(await rumIndexesReady(own))) {
      log.info('building the RUM indexes: searches read the GIN text indexes until they are ready');
    }
    const started = performance.now();
    const built = await createRumIndexes(own);
    const ms = Math.round(performance.now() - started);
    log.info(
      built.length === 0
        ? `RUM indexes ${RUM_INDEXES.map(({ name }) => name).join(', ')} ready (${String(ms)} ms)`
        : `built the RUM indexes ${built.join(', ')} in ${String(ms)} ms`,
    );
    return 'ready';
  } finally {
    stop?.removeEventListener('abort', end);
    // Its session's end releases the lock.
    await turn.end();
  }
}

export type BackgroundSearchIndexes = {
  /** Ends the build if it runs (its session is terminated), and resolves once it has stopped. */
  stop(): Promise<void>;
};

/**
 * `prepareSearchIndexes` without holding back the start: run once the server answers, by the
 * process that prepared the database. Searches read GIN meanwhile, and the engines find the
 * indexes once built (postgres-engine.ts). A failure is logged, and the next start tries again.
 */
export function buildSearchIndexesInBackground(
  database: DatabaseHandle,
  log: { info(message: string): void; error(details: { err: unknown }, message: string): void },
): BackgroundSearchIndexes {
  const stopping = new AbortController();
  const build = prepareSearchIndexes(database, log, stopping.signal).then(
    () => undefined,
    (err: unknown) => {
      if (stopping.signal.aborted) {
        log.info('the shutdown stopped the RUM indexes build: the next start takes it up again');
      } else {
        log.error({ err }, 'building the RUM indexes failed: searches read the GIN text indexes');
      }
    },
  );
  return {
    stop: async () => {
      stopping.abort();
      await build;
    },
  };
}
