import type { DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { isSeeded } from '../db/seed/is-seeded.ts';

/** Applies the migrations, then seeds the demo data if the database is empty (first start). */
export async function prepareDatabase(
  database: DatabaseHandle,
  options: { mediaDir: string; log: { info(message: string): void } },
): Promise<void> {
  await runMigrations(database);
  if (await isSeeded(database.db)) return;
  const started = performance.now();
  options.log.info('empty database: seeding demo data (first start only)');
  const { seedDatabase } = await import('../db/seed/index.ts');
  await seedDatabase(database.db, { mediaDir: options.mediaDir, images: true });
  options.log.info(`seeded in ${Math.round(performance.now() - started)} ms`);
}
