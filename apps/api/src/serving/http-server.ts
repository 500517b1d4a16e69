import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp, type AppOptions } from '../app.ts';
import type { Env } from '../config/env.ts';
import { resolveOtpSecret } from '../config/otp-secret.ts';
import { openDatabase } from '../db/client.ts';
import { HttpSmsProvider } from '../modules/sms/http-sms.ts';
import { S3MediaStorage } from '../shared/storage/s3-media-storage.ts';
import { demoOptionsOf, prepareDatabase } from './prepare-database.ts';
import { perProcessLimitsOf, poolSizePerProcess, rateLimitsOf } from './process-count.ts';

/** Object storage for the uploads when `S3_ENDPOINT` is set, else files (the app's default). */
function mediaStorageOf(env: Env): S3MediaStorage | undefined {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return undefined;
  return new S3MediaStorage({
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  });
}

/** The app's settings that come from the environment alone. */
export function appOptionsOf(env: Env, processes: number) {
  return {
    webDist: env.WEB_DIST,
    devOutbox: env.DEV_ROUTES,
    demo: env.DEMO,
    apiDocs: env.API_DOCS,
    sms:
      env.SMS_PROVIDER === 'http' && env.SMS_HTTP_URL !== undefined
        ? new HttpSmsProvider({ url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN })
        : undefined,
    storage: mediaStorageOf(env),
    trustProxy: env.TRUST_PROXY,
    rateLimits: rateLimitsOf(env, processes),
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    publicUrl: env.PUBLIC_URL,
    adLifetimeDays: env.AD_LIFETIME_DAYS,
    redisUrl: env.REDIS_URL,
    messagingLimits:
      env.MESSAGES_PER_MINUTE === undefined ? {} : { messagesPerMinute: env.MESSAGES_PER_MINUTE },
    ...perProcessLimitsOf(env, processes),
    maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
    maxRequestsInFlight: env.MAX_REQUESTS_IN_FLIGHT,
    maxQueueWaitMs: env.MAX_QUEUE_WAIT_MS,
    renderThreads: env.RENDER_THREADS,
    // JSON, a line per entry, in production; readable in development.
    logger: {
      level: env.LOG_LEVEL,
      ...(env.NODE_ENV === 'production' ? {} : { transport: { target: 'pino-pretty' } }),
    },
  } satisfies Partial<AppOptions>;
}

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
    mediaDir,
    otpSecret: await resolveOtpSecret(env.OTP_SECRET, env.DATA_DIR),
    ...appOptionsOf(env, role.processes),
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

  if (role.prepareDatabase) {
    await prepareDatabase(database, { mediaDir, ...demoOptionsOf(env), log: app.log });
  }
  await app.listen({ port: env.PORT, host: env.HOST });
}
