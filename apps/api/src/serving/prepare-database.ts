import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { isSeeded } from '../db/seed/is-seeded.ts';

/**
 * Applies the migrations, then seeds the demo data if the database is empty (first start), and
 * gathers the planner's statistics if it has none.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  options: { mediaDir: string; log: { info(message: string): void } },
): Promise<void> {
  await runMigrations(database);
  if (!(await isSeeded(database.db))) {
    const started = performance.now();
    options.log.info('empty database: seeding demo data (first start only)');
    const { seedDatabase } = await import('../db/seed/index.ts');
    await seedDatabase(database.db, { mediaDir: options.mediaDir, images: true });
    options.log.info(`seeded in ${Math.round(performance.now() - started)} ms`);
  }
  await analyzeIfNeverAnalyzed(database.db);
}

/**
 * Without statistics the planner guesses (it took the 235 seeded live ads for 4) until the
 * embedded database's first vacuum, 10 minutes after its start, or PostgreSQL's autovacuum: a
 * new database is analyzed once seeded, and one that never was (started only for minutes) on
 * its next start.
 */
export async function analyzeIfNeverAnalyzed(db: Database): Promise<void> {
  // PostgreSQL counts -1 rows in a table it has never analyzed nor vacuumed.
  const { rows } = await db.execute<{ never: boolean }>(
    sql`select reltuples < 0 as never from pg_class where oid = 'ads'::regclass`,
  );
  if (rows[0]?.never) await db.execute(sql`analyze`);
}
