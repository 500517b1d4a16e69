import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { openEmbeddedDatabase, type DatabaseHandle } from '../../src/db/client.ts';

const migrations = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/db/migrations',
);

/**
 * An embedded database with the migrations up to `last` (their journal's idx) only, as a
 * database made before the next migration had them: a migration's test writes what the old
 * schema let in, then runs `runMigrations`.
 */
export async function openDatabaseBefore(last: number): Promise<DatabaseHandle> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'souq-migration-'));
  const database = await openEmbeddedDatabase({});
  try {
    const folder = path.join(dir, 'migrations');
    await cp(migrations, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
      entries: { idx: number }[];
    };
    journal.entries = journal.entries.filter((entry) => entry.idx <= last);
    await writeFile(journalFile, JSON.stringify(journal));
    await migrate(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
    return database;
  } catch (error) {
    await database.close();
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
