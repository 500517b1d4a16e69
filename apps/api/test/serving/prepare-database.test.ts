import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { ads, categories, users } from '../../src/db/schema/index.ts';
import { CATEGORIES } from '../../src/db/seed/categories.ts';
import { rumAvailable, rumIndexesReady } from '../../src/modules/ads/search-engine/rum-indexes.ts';
import { hashPassword } from '../../src/shared/auth/password.ts';
import { prepareDatabase } from '../../src/serving/prepare-database.ts';
import { prepareSearchIndexes } from '../../src/serving/search-indexes.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { emptyFileDatabase } from '../helpers/file-database.ts';

/** Issue 41 item 1: a public site never starts with the demo's accounts and public password. */

const quiet = { info: () => undefined };
const publicSite = { demo: false, production: true, log: quiet } as const;
const rowsOf = async (
  handle: DatabaseHandle,
  table: typeof users | typeof ads | typeof categories,
) => (await handle.db.select({ n: count() }).from(table))[0]?.n;

describe('a production start on an empty database, without the demo', () => {
  let empty: DatabaseHandle;
  let mediaDir: string;
  beforeAll(async () => {
    empty = await openDatabase({});
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'souq-prepare-'));
    await prepareDatabase(empty, { mediaDir, ...publicSite });
  }, 120_000);
  afterAll(async () => {
    await empty.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('seeds the reference data and no account, ad or store', async () => {
    expect(await rowsOf(empty, categories)).toBe(CATEGORIES.length);
    expect(await rowsOf(empty, users)).toBe(0);
    expect(await rowsOf(empty, ads)).toBe(0);
    expect(await readdir(path.join(mediaDir, 'icons'))).not.toHaveLength(0);
  });

  it('says that GIN answers the postgres search engine: PGlite has no rum', async () => {
    const logged: string[] = [];
    const log = { info: (line: string) => logged.push(line) };
    expect(await prepareSearchIndexes(empty, log)).toBe('no extension');
    expect(logged).toEqual([expect.stringMatching(/rum extension is not available.*GIN/)]);
  });

  it('starts again', async () => {
    await expect(prepareDatabase(empty, { mediaDir, ...publicSite })).resolves.toBeUndefined();
  });
});

describe("a production start on the demo's database", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const options = { mediaDir: os.tmpdir(), log: quiet } as const;

  it('refuses to serve it unless the demo is asked for (SEED_DEMO=1)', async () => {
    await expect(
      prepareDatabase(t.database, { ...options, demo: false, production: true }),
    ).rejects.toThrow(/demo's public password/);
    await expect(
      prepareDatabase(t.database, { ...options, demo: true, production: true }),
    ).resolves.toBeUndefined();
    await expect(
      prepareDatabase(t.database, { ...options, demo: false, production: false }),
    ).resolves.toBeUndefined();
  });

  it('starts once every demo account has a password of its own', async () => {
    await t.database.db.update(users).set({ passwordHash: await hashPassword('their own one') });
    await expect(
      prepareDatabase(t.database, { ...options, demo: false, production: true }),
    ).resolves.toBeUndefined();
  });
});

/** On the run's PostgreSQL server, when the run is on PostgreSQL (as CI's is). */
const postgresUrl = process.env.DATABASE_URL;
if (postgresUrl)
  describe('servers that start together on one empty PostgreSQL database', () => {
    let database: { url: string; drop: () => Promise<void> };
    let servers: DatabaseHandle[];
    let mediaDir: string;
    beforeAll(async () => {
      database = await emptyFileDatabase(postgresUrl, 'together');
      servers = await Promise.all([
        openDatabase({ url: database.url }),
        openDatabase({ url: database.url }),
      ]);
      mediaDir = await mkdtemp(path.join(os.tmpdir(), 'souq-prepare-'));
    });
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.close()));
      await database.drop();
      await rm(mediaDir, { recursive: true, force: true });
    });

    it('take turns: the database is migrated and seeded once, and both start', async () => {
      const options = { mediaDir, ...publicSite };
      await expect(
        Promise.all(servers.map((server) => prepareDatabase(server, options))),
      ).resolves.toHaveLength(2);
      const [first] = servers;
      if (!first) throw new Error('no server');
      expect(await rowsOf(first, categories)).toBe(CATEGORIES.length);
    }, 120_000);

    it('with the postgres search engine, build its RUM indexes when the server has rum', async () => {
      const logged: string[] = [];
      const log = { info: (line: string) => logged.push(line) };
      await Promise.all(servers.map((server) => prepareSearchIndexes(server, log)));
      const [first] = servers;
      if (!first) throw new Error('no server');
      const withRum = await rumAvailable(first.db);
      expect(await rumIndexesReady(first.db)).toBe(withRum);
      expect(logged.join('\n')).toMatch(
        withRum ? /RUM indexes ads_title_newest_rum, ads_description_newest_rum/ : /GIN/,
      );
    }, 120_000);
  });
