import type { DatabaseHandle } from '../db/client.ts';
import {
  createRumIndexes,
  RUM_INDEXES,
  rumAvailable,
} from '../modules/ads/search-engine/rum-indexes.ts';

/** The indexes are there, the server has no `rum`, or another server is building them. */
export type SearchIndexesOutcome = 'ready' | 'no extension' | 'busy';

/**
 * The RUM indexes of the postgres engine (rum-indexes.ts), built when the server can load `rum`
 * (minutes at 10,000,000 ads: `npm run db:search-indexes` builds them ahead of a deploy).
 * Servers starting together take turns on a lock they do not wait for: a session waiting for a
 * lock holds a snapshot, which a concurrent build waits for, so whoever waited would wait for
 * the builder and the builder for them. Another server's build is left to it.
 */
export async function prepareSearchIndexes(
  database: DatabaseHandle,
  log: { info(message: string): void },
): Promise<SearchIndexesOutcome> {
  const { db } = database;
  if (!(await rumAvailable(db))) {
    log.info('the rum extension is not available: searches read the GIN text indexes');
    return 'no extension';
  }
  const turn = database.newConnection();
  await turn.connect();
  try {
    const { rows } = await turn.query<{ mine: boolean }>(
      "select pg_try_advisory_lock(hashtext('souq: search indexes')) as mine",
    );
    if (!rows[0]?.mine) {
      log.info('another server is building the RUM indexes: searches read GIN until a restart');
      return 'busy';
    }
    const started = performance.now();
    const built = await createRumIndexes(db);
    const ms = Math.round(performance.now() - started);
    log.info(
      built.length === 0
        ? `RUM indexes ${RUM_INDEXES.map(({ name }) => name).join(', ')} ready (${String(ms)} ms)`
        : `built the RUM indexes ${built.join(', ')} in ${String(ms)} ms`,
    );
    return 'ready';
  } finally {
    // Its session's end releases the lock.
    await turn.end();
  }
}
