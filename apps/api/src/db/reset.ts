import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../config/env.ts';
import { openDatabase } from './client.ts';

/** Empties the database; the next `npm start` migrates and seeds it again. */
const env = loadEnv();
if (env.DATABASE_URL) {
  const database = await openDatabase({ url: env.DATABASE_URL });
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema public cascade`);
  await database.db.execute(sql`create schema public`);
  await database.close();
  console.log('PostgreSQL database emptied');
} else {
  const dir = path.join(env.DATA_DIR, 'pglite');
  await rm(dir, { recursive: true, force: true });
  console.log(`removed ${dir}`);
}
