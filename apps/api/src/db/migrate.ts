import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.ts';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies the versioned SQL migrations that `drizzle-kit generate` wrote (both databases). */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  await migrate(handle.db as unknown as NodePgDatabase, { migrationsFolder });
}
