import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from '../app.ts';
import type { Env } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { prepareDatabase } from './prepare-database.ts';
import { poolSizePerProcess, rateLimitsOf } from './process-count.ts';

/**
 * One HTTP process: the only one (it migrates and seeds first), or one of `processes` workers
 * of the cluster, whose primary has prepared the database.
 */
export async function serveHttp(
  env: Env,
  role: { processes: number; prepareDatabase: boolean },
): Promise<void> {
  const mediaDir = path.join(env.DATA_DIR, 'media');
  await mkdir(mediaDir, { recursive: true });
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: path.join(env.DATA_DIR, 'pglite'),
    poolSize: poolSizePerProcess(role.processes),
  });

  const app = await buildApp({
    database,
    webDist: env.WEB_DIST,
    mediaDir,
    devOutbox: env.NODE_ENV !== 'production',
    otpSecret: env.OTP_SECRET,
    trustProxy: env.TRUST_PROXY,
    rateLimits: rateLimitsOf(env, role.processes),
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
    maxRequestsInFlight: env.MAX_REQUESTS_IN_FLIGHT,
    logger: {
      level: env.LOG_LEVEL,
      ...(env.NODE_ENV === 'production' ? {} : { transport: { target: 'pino-pretty' } }),
    },
  });
  // From here on a signal closes the database too: PGlite's directory stays consistent.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info(`${signal ?? 'close'} received, shutting down`);
    await app.close();
    await database.close();
  });
  if ((env.WEB_CONCURRENCY ?? 1) > 1 && role.processes === 1) {
    app.log.warn(
      'WEB_CONCURRENCY is ignored: several processes serve only PostgreSQL in production',
    );
  }

  if (role.prepareDatabase) await prepareDatabase(database, { mediaDir, log: app.log });
  await app.listen({ port: env.PORT, host: env.HOST });
}
