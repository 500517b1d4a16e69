import { loadEnv } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { prepareSearchIndexes } from '../serving/search-indexes.ts';

/**
 * `npm run db:search-indexes`: builds the postgres search engine's RUM indexes on DATABASE_URL
 * ahead of a deploy (minutes at 10,000,000 ads), which the servers' start then finds built.
 * docs/decisions/0093-search-engine-interface.md.
 */
const env = loadEnv();
if (!env.DATABASE_URL) {
  console.error('db:search-indexes builds indexes on PostgreSQL: set DATABASE_URL');
  process.exit(1);
}
const database = await openDatabase({ url: env.DATABASE_URL });
try {
  const outcome = await prepareSearchIndexes(database, console);
  if (outcome === 'no extension') {
    console.error('install the rum extension on the database server (Debian: postgresql-15-rum)');
  }
  process.exitCode = outcome === 'ready' ? 0 : 1;
} finally {
  await database.close();
}
