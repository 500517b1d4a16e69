import cluster from 'node:cluster';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import type { Env } from '../config/env.ts';
import { resolveOtpSecret } from '../config/otp-secret.ts';
import { openDatabase } from '../db/client.ts';
import { demoOptionsOf, prepareDatabase } from './prepare-database.ts';
import { supervise } from './supervisor.ts';

/**
 * The primary of the cluster (PostgreSQL in production): migrates and seeds once, then runs
 * `processes` HTTP workers on the same port (node:cluster hands them the connections in turn),
 * replaces any that stops, and stops them all on SIGTERM or SIGINT.
 */
export async function runClusterPrimary(env: Env, processes: number): Promise<void> {
  const log = pino({ level: env.LOG_LEVEL });
  const mediaDir = path.join(env.DATA_DIR, 'media');
  await mkdir(mediaDir, { recursive: true });
  // Made here, before the workers start, so that they all read the same one.
  await resolveOtpSecret(env.OTP_SECRET, env.DATA_DIR);
  const database = await openDatabase({ url: env.DATABASE_URL, poolSize: 1 });
  try {
    await prepareDatabase(database, { mediaDir, ...demoOptionsOf(env), log });
  } finally {
    await database.close();
  }

  const workers = supervise({ count: processes, fork: () => cluster.fork(), log });
  closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'closing after an error');
    else log.info(`${signal ?? 'close'} received, stopping the HTTP workers`);
    await workers.stop();
  });
}
