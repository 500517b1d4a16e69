import cluster from 'node:cluster';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp, type AppOptions } from '../app.ts';
import type { Env } from '../config/env.ts';
import { resolveOtpSecret } from '../config/otp-secret.ts';
import { PUSH_OFF, vapidKeysOf } from '../config/vapid-keys.ts';
import { openDatabase } from '../db/client.ts';
import { HttpSmsProvider } from '../modules/sms/http-sms.ts';
import { closeGracefully } from '../plugins/shutdown.ts';
import type { S3MediaStorage } from '../shared/storage/s3-media-storage.ts';
import { askPrimary, metricsExposure, offerToPrimary } from './cluster-metrics.ts';
import { startMetricsServer, type MetricsServer } from './metrics-server.ts';
import { prepareOptionsOf, prepareDatabase } from './prepare-database.ts';
import { perProcessLimitsOf, poolSizePerProcess, rateLimitsOf } from './process-count.ts';
import { buildSearchIndexesInBackground, type BackgroundSearchIndexes } from './search-indexes.ts';

/**
 * Object storage for the uploads when `S3_ENDPOINT` is set, else files (the app's default). The
 * S3 client is loaded only then: its SDK holds about 6 MB of every process's heap and 35 MB of
 * its resident memory.
 */
export async function mediaStorageOf(env: Env): Promise<S3MediaStorage | undefined> {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return undefined;
  const { S3MediaStorage } = await import('../shared/storage/s3-media-storage.ts');
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
    // The browser tests' push service is a local server; production refuses DEV_ROUTES.
    anyPushEndpoint: env.DEV_ROUTES,
    demo: env.DEMO,
    apiDocs: env.API_DOCS,
    sms:
      env.SMS_PROVIDER === 'http' && env.SMS_HTTP_URL !== undefined
        ? new HttpSmsProvider({ url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN })
        : undefined,
    trustProxy: env.TRUST_PROXY,
    rateLimits: rateLimitsOf(env, processes),
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    searchEngine: env.SEARCH_ENGINE,
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

/** How long a shutting-down process keeps its port open (SHUTDOWN_DRAIN_MS). */
export function drainMsOf(env: Env): number {
  return env.SHUTDOWN_DRAIN_MS ?? (env.NODE_ENV === 'production' ? 2000 : 0);
}

/**
 * One HTTP process: the only one (it migrates and seeds first, and builds the postgres search
 * engine's indexes once it answers), or one of `processes` workers of the cluster, whose
 * primary has prepared the database (and answers METRICS_PORT with every worker's figures).
 * On SIGTERM or SIGINT it drains, then closes (`closeGracefully`); a worker is stopped by its
 * primary alone, so it leaves SIGINT (a terminal's Ctrl-C reaches every process) to it.
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

  const worker = cluster.isWorker;
  const metrics = metricsExposure(env);
  const vapid = await vapidKeysOf(env);
  const app = await buildApp({
    database,
    mediaDir,
    otpSecret: await resolveOtpSecret(env.OTP_SECRET, env.DATA_DIR),
    push: vapid,
    storage: await mediaStorageOf(env),
    ...appOptionsOf(env, role.processes),
    metricsRoute: metrics.mainPort
      ? { token: metrics.token, ...(worker ? { collect: askPrimary } : {}) }
      : undefined,
  });
  if (worker) offerToPrimary(app.telemetry.registry);
  let metricsServer: MetricsServer | undefined;
  let searchIndexes: BackgroundSearchIndexes | undefined;
  // From here on a signal closes the database too: PGlite's directory stays consistent.
  const drainMs = drainMsOf(env);
  if (worker) process.on('SIGINT', () => undefined);
  closeWithGrace(
    { delay: env.SHUTDOWN_TIMEOUT_MS, ...(worker ? { skip: ['SIGINT'] } : {}) },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'closing after an error');
      else {
        app.log.info(
          `${signal ?? 'close'} received: new requests refused for ${String(drainMs)} ms while those in flight finish, then closing`,
        );
      }
      await closeGracefully(app, { drainMs: err ? 0 : drainMs });
      await metricsServer?.close();
      await searchIndexes?.stop();
      await database.close();
      app.log.info('closed');
    },
  );
  // A cluster's primary says it for all its workers.
  if (!vapid && !worker) app.log.warn(PUSH_OFF);
  if ((env.WEB_CONCURRENCY ?? 1) > 1 && role.processes === 1) {
    app.log.warn(
      'WEB_CONCURRENCY is ignored: several processes serve only PostgreSQL in production',
    );
  }

  if (role.prepareDatabase) {
    await prepareDatabase(database, { mediaDir, ...prepareOptionsOf(env), log: app.log });
  }
  if (!worker && metrics.port !== undefined) {
    metricsServer = await startMetricsServer({
      port: metrics.port,
      host: env.HOST,
      token: metrics.token,
      collect: () => app.telemetry.text(),
      onError: (err: unknown) => {
        app.log.error({ err }, 'collecting the metrics failed');
      },
    });
    app.log.info(`metrics at http://${env.HOST}:${String(metricsServer.port)}/metrics`);
  }
  await app.listen({ port: env.PORT, host: env.HOST });
  if (role.prepareDatabase && env.SEARCH_ENGINE === 'postgres' && !app.shutdown.draining) {
    searchIndexes = buildSearchIndexesInBackground(database, app.log);
  }
}
