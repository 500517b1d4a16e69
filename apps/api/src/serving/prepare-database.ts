import { sql } from 'drizzle-orm';
import type { Env } from '../config/env.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { contentPages } from '../db/schema/index.ts';
import { isSeeded } from '../db/seed/is-seeded.ts';

export type PrepareOptions = {
  mediaDir: string;
  /** Seeds the demo's accounts and content too (SEED_DEMO); otherwise refuses to serve them. */
  demo: boolean;
  /** A site in public (NODE_ENV=production): it never starts with the demo's accounts. */
  production: boolean;
  log: { info(message: string): void };
};

/**
 * Applies the migrations, then seeds the reference data (and the demo's, when asked for) if the
 * database is empty (first start), and gathers the planner's statistics if it has none. A
 * production start that is not the demo refuses to serve accounts whose password is the demo's
 * public one. (The postgres search engine's RUM indexes are built once the server answers:
 * search-indexes.ts.)
 *
 * Servers that start together on one PostgreSQL database (a deployment of several) take turns,
 * holding an advisory lock on a connection of their own: the first migrates and seeds, the
 * others then find it done. (The embedded database has one server: its folder is locked.)
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  options: PrepareOptions,
): Promise<void> {
  if (database.kind !== 'postgres') {
    await prepare(database, options);
  } else {
    const turn = database.newConnection();
    await turn.connect();
    try {
      await turn.query("select pg_advisory_lock(hashtext('souq: prepare the database'))");
      await prepare(database, options);
    } finally {
      // Its session's end releases the lock.
      await turn.end();
    }
  }
}

async function prepare(database: DatabaseHandle, options: PrepareOptions): Promise<void> {
  await runMigrations(database);
  if (!(await isSeeded(database.db))) {
    const started = performance.now();
    options.log.info(
      `empty database: seeding ${options.demo ? 'the demo' : 'the reference data'} (first start only)`,
    );
    const { seedDatabase } = await import('../db/seed/index.ts');
    await seedDatabase(database.db, {
      mediaDir: options.mediaDir,
      images: true,
      demo: options.demo,
    });
    options.log.info(`seeded in ${Math.round(performance.now() - started)} ms`);
  } else {
    await addMissingContentPages(database.db);
  }
  if (options.production && !options.demo) await refuseDemoAccounts(database.db);
  await analyzeIfNeverAnalyzed(database.db);
}

/**
 * Content pages the reference data gained after a site's first start (the safety pages of
 * issue 42) are written on its next start; a page already there is left as its editors made it.
 */
async function addMissingContentPages(db: Database): Promise<void> {
  const { buildContentPages } = await import('../db/seed/content/pages.ts');
  await db.insert(contentPages).values(buildContentPages()).onConflictDoNothing();
}

export function prepareOptionsOf(env: Env): Pick<PrepareOptions, 'demo' | 'production'> {
  return { demo: env.DEMO, production: env.NODE_ENV === 'production' };
}

async function refuseDemoAccounts(db: Database): Promise<void> {
  const { accountsWithDemoPassword } = await import('../db/seed/demo-accounts.ts');
  const open = await accountsWithDemoPassword(db);
  if (open.length > 0) {
    throw new Error(
      `${String(open.length)} accounts (${open.slice(0, 3).join(', ')}…) sign in with the demo's public password: this database holds the demo, which SEED_DEMO=1 serves; a public site starts from an empty one`,
    );
  }
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
