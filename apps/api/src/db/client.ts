import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

/**
 * Opens PostgreSQL when a URL is given, otherwise PGlite: in `dataDir`, or in memory
 * when `dataDir` is omitted, optionally starting from a `snapshot` made by `dumpDataDir`
 * (tests). Open it once per process: PGlite takes seconds to start.
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string | undefined;
  snapshot?: Blob | undefined;
}): Promise<DatabaseHandle> {
  if (options.url) {
    // JIT compiling costs tens of milliseconds and pays off only for long analytical queries.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: '-c jit=off' });
    // Numeric columns come back as strings; convert counts (bigint) here so SQL `count(*)` is a number.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
    return {
      db: drizzlePg(pool, { schema, casing: 'snake_case' }),
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  // Search needs pg_trgm (migration 0002 creates it); a snapshot carries the extension's
  // catalog entries but not its code, so it is loaded on every open.
  const client = await PGlite.create(options.dataDir, {
    loadDataDir: options.snapshot,
    extensions: { pg_trgm },
  });
  return {
    db: drizzlePglite(client, { schema, casing: 'snake_case' }),
    kind: 'pglite',
    close: () => client.close(),
  };
}
