import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openEmbeddedDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { analyzeIfNeverAnalyzed } from '../../src/serving/prepare-database.ts';

/** The rows PostgreSQL counts in the ads table (-1: never analyzed nor vacuumed). */
async function countedAds(database: DatabaseHandle): Promise<number> {
  const { rows } = await database.db.execute<{ counted: number }>(
    sql`select reltuples as counted from pg_class where oid = 'ads'::regclass`,
  );
  return Number(rows[0]?.counted);
}

describe('a database the planner has no statistics of', () => {
  it('is analyzed when the server starts', async () => {
    const database = await openEmbeddedDatabase({});
    try {
      await runMigrations(database);
      expect(await countedAds(database)).toBe(-1);
      await analyzeIfNeverAnalyzed(database.db);
      expect(await countedAds(database)).toBe(0);
    } finally {
      await database.close();
    }
  });
});
