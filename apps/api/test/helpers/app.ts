import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { inject } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';

export type TestContext = { app: App; database: DatabaseHandle; close: () => Promise<void> };

/** An app on the run's seeded database (see global-setup.ts), without the web build. */
export async function createTestApp(): Promise<TestContext> {
  const url = process.env.DATABASE_URL;
  const snapshot = inject('pgliteSnapshot');
  const database = url
    ? await openDatabase({ url })
    : await openDatabase({ snapshot: new Blob([await readFile(snapshot)]) });
  const app = await buildApp({ database, webDist: '/nonexistent', mediaDir: os.tmpdir() });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
