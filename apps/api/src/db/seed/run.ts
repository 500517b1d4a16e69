import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadEnv } from '../../config/env.ts';
import { openDatabase } from '../client.ts';
import { runMigrations } from '../migrate.ts';
import { isSeeded, seedDatabase } from './index.ts';

/**
 * `tsx apps/api/src/db/seed/run.ts`: migrates the database named by the environment and
 * seeds it when it is empty. Same locations as the server: DATA_DIR/pglite and DATA_DIR/media.
 */
const env = loadEnv();
const mediaDir = path.join(env.DATA_DIR, 'media');
// PGlite creates its own folder but not the parents.
await mkdir(env.DATA_DIR, { recursive: true });
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: path.join(env.DATA_DIR, 'pglite'),
});
const where =
  database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}`;
try {
  await runMigrations(database);
  console.log(`migrations applied to ${where}`);
  if (await isSeeded(database.db)) {
    console.log('already seeded: nothing to do (npm run db:reset empties it)');
  } else {
    const started = performance.now();
    await seedDatabase(database.db, { mediaDir, images: true, demo: env.DEMO });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `seeded ${env.DEMO ? 'the demo' : 'the reference data'} and pictures (${mediaDir}) in ${seconds} s`,
    );
  }
} finally {
  await database.close();
}
