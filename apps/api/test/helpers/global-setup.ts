import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getConstructionPlans } from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { openDatabase, openEmbeddedDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { seedDatabase } from '../../src/db/seed/index.ts';
import {
  readModerationSettings,
  writeModerationSettings,
} from '../../src/modules/moderation/moderation-settings.ts';
import { prepareSearchIndexes } from '../../src/serving/search-indexes.ts';
import { dropFileCopies } from './file-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * The seeded database of the tests. Their accounts are all made minutes before they post, so
 * the review of new sellers' first ads (issue 42) is off: the tests of that rule turn it on.
 */
async function migrateAndSeed(database: DatabaseHandle) {
  await runMigrations(database);
  // The task queue's tables (shared/queue), which each file's app would otherwise install.
  await database.db.execute(sql.raw(getConstructionPlans()));
  await seedDatabase(database.db, { mediaDir: '', images: false, demo: true });
  const settings = await readModerationSettings(database.db);
  await writeModerationSettings(database.db, { ...settings, new_seller_ads: 0 });
}

/**
 * Prepares one seeded database for the whole run, which every test file gets a copy of (seeding
 * once, not once per file), so that no file sees another's rows: with DATABASE_URL, that
 * PostgreSQL database is emptied, migrated and seeded, and each file copies it
 * (`CREATE DATABASE … TEMPLATE`, helpers/app.ts; the copies are dropped at the end); otherwise a
 * seeded PGlite is dumped to a file that every file loads into its own in-memory PGlite, in a
 * worker thread reached over the PostgreSQL protocol like the server's. PostgreSQL's copy also
 * has the postgres search engine's RUM indexes when the server has `rum` (as CI's has).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = await openDatabase({ url });
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`drop schema if exists pgboss cascade`);
    await database.db.execute(sql`drop schema public cascade`);
    await database.db.execute(sql`create schema public`);
    await migrateAndSeed(database);
    await prepareSearchIndexes(database, { info: () => undefined });
    await database.close();
    project.provide('pgliteSnapshot', '');
    return () => dropFileCopies(url);
  }
  const database = await openEmbeddedDatabase({});
  await migrateAndSeed(database);
  const dump = await database.dump();
  await database.close();
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'souq-test-')), 'seeded.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
}
