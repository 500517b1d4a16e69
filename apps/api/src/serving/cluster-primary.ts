import cluster from 'node:cluster';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import type { Env } from '../config/env.ts';
import { resolveOtpSecret } from '../config/otp-secret.ts';
import { PUSH_OFF, vapidKeysOf } from '../config/vapid-keys.ts';
import { openDatabase } from '../db/client.ts';
import { gatherClusterMetrics, metricsExposure } from './cluster-metrics.ts';
import { startMetricsServer, type MetricsServer } from './metrics-server.ts';
import { prepareOptionsOf, prepareDatabase } from './prepare-database.ts';
import { buildSearchIndexesInBackground, type BackgroundSearchIndexes } from './search-indexes.ts';
import { supervise } from './supervisor.ts';

/**
 * The primary of the cluster (PostgreSQL in production): migrates and seeds once, then runs
 * `processes` HTTP workers on the same port (node:cluster hands them the connections in turn),
 * builds the postgres search engine's indexes once the first answers, replaces any that stops,
 * answers METRICS_PORT with all their figures added up, and stops them all on SIGTERM or SIGINT
 * (each drains, then closes).
 */
export async function runClusterPrimary(env: Env, processes: number): Promise<void> {
  const log = pino({ level: env.LOG_LEVEL });
  const mediaDir = path.join(env.DATA_DIR, 'media');
  await mkdir(mediaDir, { recursive: true });
  // Made here, before the workers start, so that they all read the same one.
  await resolveOtpSecret(env.OTP_SECRET, env.DATA_DIR);
  if (!(await vapidKeysOf(env))) log.warn(PUSH_OFF);
  const database = await openDatabase({ url: env.DATABASE_URL, poolSize: 1 });
  try {
    await prepareDatabase(database, { mediaDir, ...prepareOptionsOf(env), log });
  } catch (err) {
    await database.close();
    throw err;
  }
  // Kept for the postgres engine's indexes, which this process builds once the workers answer.
  const buildsIndexes = env.SEARCH_ENGINE === 'postgres';
  if (!buildsIndexes) await database.close();

  // Before the workers start, so that each one's announcement is heard.
  const collect = gatherClusterMetrics();
  const metrics = metricsExposure(env);
  let metricsServer: MetricsServer | undefined;
  if (metrics.port !== undefined) {
    metricsServer = await startMetricsServer({
      port: metrics.port,
      host: env.HOST,
      token: metrics.token,
      collect,
      onError: (err: unknown) => {
        log.error({ err }, 'gathering the metrics of the workers failed');
      },
    });
    log.info(`metrics of every worker at http://${env.HOST}:${String(metricsServer.port)}/metrics`);
  }
  const workers = supervise({ count: processes, fork: () => cluster.fork(), log });
  let closing = false;
  let searchIndexes: BackgroundSearchIndexes | undefined;
  if (buildsIndexes) {
    cluster.once('listening', () => {
      if (!closing) searchIndexes = buildSearchIndexesInBackground(database, log);
    });
  }
  // The workers' own time limit, and some for their exit.
  closeWithGrace({ delay: env.SHUTDOWN_TIMEOUT_MS + 5000 }, async ({ signal, err }) => {
    closing = true;
    if (err) log.error({ err }, 'closing after an error');
    else log.info(`${signal ?? 'close'} received, stopping the HTTP workers`);
    await searchIndexes?.stop();
    await workers.stop();
    await metricsServer?.close();
    if (buildsIndexes) await database.close();
  });
}
