import { drizzle, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded/embedded-postgres.ts';
import * as schema from './schema/index.ts';
import { startupOptions } from './session-settings.ts';

/** Both databases are reached through node-postgres (see `openDatabase`). */
export type Database = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** A connection of its own, outside the pool (PostgreSQL's `LISTEN` keeps one open). */
  newConnection: () => pg.Client;
  /** A pool of its own of at most `max` connections (the queue's, shared/queue). */
  newPool: (max: number) => pg.Pool;
  /** The pool's connections now: open, idle, and the queries waiting for one (the metrics). */
  poolStats: () => { total: number; idle: number; waiting: number };
};

// Numeric columns come back as strings; convert counts (bigint) here so SQL `count(*)` is a number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function handle(pool: pg.Pool, kind: DatabaseHandle['kind'], closeServer = async () => {}) {
  // A connection the database ends while it waits in the pool (a restart, a failover, an
  // administrator's pg_terminate_backend): the pool drops it and opens another when one is
  // needed. Its error would otherwise be an unhandled 'error' event, which ends the process;
  // a database that is really gone fails the next query, and /api/ready says so.
  pool.on('error', () => undefined);
  return {
    db: drizzle(pool, { schema, casing: 'snake_case' }),
    kind,
    close: async () => {
      await pool.end();
      await closeServer();
    },
    newConnection: () => new pg.Client(pool.options),
    newPool: (max: number) => {
      const own = new pg.Pool({ ...pool.options, max });
      // A connection ended while idle, as in the app's pool above.
      own.on('error', () => undefined);
      return own;
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  } satisfies DatabaseHandle;
}

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite (in its own thread, see
 * `openEmbeddedDatabase`). Both go through the same `pg` driver. `poolSize` is the most
 * connections this process opens to PostgreSQL.
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number | undefined;
}): Promise<DatabaseHandle> {
  if (!options.url) return openEmbeddedDatabase({ dataDir: options.dataDir });
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    options: startupOptions(),
  });
  return handle(pool, 'postgres');
}

/**
 * Connections to the embedded database: enough that the server's thread can send the statements
 * of many requests at once (the database thread runs them one after another, see
 * embedded/session-server.ts), so no statement waits for the previous answer to be read.
 */
const EMBEDDED_CONNECTIONS = 8;

/**
 * PGlite in a worker thread (in `dataDir`, or in memory, optionally from a `snapshotFile` made
 * by `dump`), reached through a few connections that share its one session a statement at a
 * time (docs/decisions/0028-embedded-database-session-server.md). Open it once per process:
 * PGlite takes seconds to start.
 */
export async function openEmbeddedDatabase(options: {
  dataDir?: string | undefined;
  snapshotFile?: string | undefined;
}): Promise<DatabaseHandle & Pick<EmbeddedPostgres, 'dump'>> {
  const server = await startEmbeddedPostgres(options);
  const pool = new pg.Pool({
    ...server.connection,
    user: 'postgres',
    database: 'postgres',
    max: EMBEDDED_CONNECTIONS,
  });
  return { ...handle(pool, 'pglite', () => server.close()), dump: () => server.dump() };
}
