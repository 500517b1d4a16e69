import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadEnv } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { isSeeded } from './db/seed/is-seeded.ts';

const env = loadEnv();
const mediaDir = path.join(env.DATA_DIR, 'media');
await mkdir(mediaDir, { recursive: true });

const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: path.join(env.DATA_DIR, 'pglite'),
});
await runMigrations(database);

const app = await buildApp({
  database,
  webDist: env.WEB_DIST,
  mediaDir,
  devOutbox: env.NODE_ENV !== 'production',
  otpSecret: env.OTP_SECRET,
  trustProxy: env.TRUST_PROXY,
  pageCacheSeconds: env.PAGE_CACHE_SECONDS,
  maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
  logger: {
    level: env.LOG_LEVEL,
    ...(env.NODE_ENV === 'production' ? {} : { transport: { target: 'pino-pretty' } }),
  },
});

if (!(await isSeeded(database.db))) {
  const started = performance.now();
  app.log.info('empty database: seeding demo data (first start only)');
  const { seedDatabase } = await import('./db/seed/index.ts');
  await seedDatabase(database.db, { mediaDir, images: true });
  app.log.info(`seeded in ${Math.round(performance.now() - started)} ms`);
}

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info(`${signal ?? 'close'} received, shutting down`);
  await app.close();
  await database.close();
});

await app.listen({ port: env.PORT, host: env.HOST });
