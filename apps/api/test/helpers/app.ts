import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp, type App, type AppOptions } from '../../src/app.ts';
import { openDatabase, openEmbeddedDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { fileDatabaseUrl } from './file-database.ts';

export type TestContext = { app: App; database: DatabaseHandle; close: () => Promise<void> };

/** Limits high enough that tests (all injected from one IP) are never throttled unless they ask. */
export const RELAXED_LIMITS = { perIp: 10_000, perAccount: 10_000, windowMs: 60_000 };

/**
 * An app on this file's copy of the run's seeded database (see global-setup.ts), without the
 * web build; or on another app's `database` (a second process of one site), which its `close`
 * leaves open. `extend` adds the test's own routes before it is ready.
 */
export async function createTestApp(
  overrides: Partial<Omit<AppOptions, 'database'>> = {},
  shared?: DatabaseHandle,
  extend?: (app: App) => void,
): Promise<TestContext> {
  const url = process.env.DATABASE_URL;
  const database =
    shared ??
    (url
      ? await openDatabase({ url: await fileDatabaseUrl(url) })
      : await openEmbeddedDatabase({ snapshotFile: inject('pgliteSnapshot') }));
  // Chat pictures of this app alone, never beside os.tmpdir() (`/tmp-private`).
  const privateMediaDir =
    overrides.privateMediaDir ?? (await mkdtemp(path.join(os.tmpdir(), 'souq-private-media-')));
  const app = await buildApp({
    database,
    webDist: '/nonexistent',
    mediaDir: os.tmpdir(),
    privateMediaDir,
    devOutbox: true,
    otpSecret: 'test-otp-secret',
    rateLimits: RELAXED_LIMITS,
    validateResponses: true,
    ...overrides,
  });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (!shared) await database.close();
      if (!overrides.privateMediaDir) await rm(privateMediaDir, { recursive: true, force: true });
    },
  };
}
