import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { PostgresSearchEngine } from '../../src/modules/ads/search-engine/postgres-engine.ts';
import { rumIndexesReady } from '../../src/modules/ads/search-engine/rum-indexes.ts';
import { RUM_RECHECK_MS } from '../../src/modules/ads/search-engine/rum-readiness.ts';
import { wordsOfTerm } from '../../src/modules/ads/text-match.ts';
import { buildSearchIndexesInBackground } from '../../src/serving/search-indexes.ts';
import { fileDatabaseUrl } from '../helpers/file-database.ts';
import { statementsOf } from '../helpers/query-count.ts';
import {
  freePort,
  startServerProcess,
  waitUntilAnswering,
  type ServerProcess,
} from '../helpers/server-process.ts';

/**
 * Issue 46: the postgres engine's RUM indexes are built in the background once the server
 * answers (minutes at 10,000,000 ads), and the engines take them up once built.
 */

/** How long a state is waited for (polled) before the test fails, on a busy machine. */
const patience = { timeout: 20_000, interval: 50 };

/** A log that keeps its lines, each `level: message`. */
function keptLog() {
  const lines: string[] = [];
  return {
    lines,
    info: (message: string) => void lines.push(`info: ${message}`),
    error: (_details: { err: unknown }, message: string) => void lines.push(`error: ${message}`),
  };
}

describe('a build of the RUM indexes in the background', () => {
  it('logs a failure as an error, which neither throws nor rejects', async () => {
    const unreachable = await openDatabase({ url: 'postgres://nobody@127.0.0.1:9/none' });
    try {
      const log = keptLog();
      const build = buildSearchIndexesInBackground(unreachable, log);
      await vi.waitFor(() => {
        expect(log.lines).toEqual([expect.stringMatching(/^error: .*RUM indexes failed.*GIN/)]);
      }, patience);
      await expect(build.stop()).resolves.toBeUndefined();
    } finally {
      await unreachable.close();
    }
  });
});

/** The test command installs `rum` (scripts/ensure-rum.sh), as CI's PostgreSQL has it. */
const postgresUrl = process.env.DATABASE_URL;
describe.runIf(postgresUrl)('the RUM indexes missing from a PostgreSQL database', () => {
  let database: DatabaseHandle;
  let url: string;
  /** A session holding the lock that an index build takes on `ads`: builds wait for it. */
  let holder: pg.Client | undefined;
  let server: ServerProcess | undefined;
  let dataDir: string;

  beforeAll(async () => {
    url = await fileDatabaseUrl(postgresUrl ?? '');
    database = await openDatabase({ url });
    // Gathered now, so that the start has no `analyze` to wait for behind the held lock.
    await database.db.execute(sql`analyze ads`);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'souq-search-indexes-'));
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await holder?.end();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function dropRumIndexes() {
    await database.db.execute(
      sql`drop index if exists ads_title_newest_rum, ads_description_newest_rum`,
    );
  }
  async function holdBuilds() {
    holder = database.newConnection();
    await holder.connect();
    await holder.query('begin');
    await holder.query('lock table ads in share update exclusive mode');
  }
  async function releaseBuilds() {
    await holder?.query('commit');
    await holder?.end();
    holder = undefined;
  }
  /** Index builds on this database, and whether they wait for a lock. */
  async function builds() {
    const { rows } = await database.db.execute<{ waiting: boolean }>(sql`
      select wait_event_type = 'Lock' as waiting from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()
        and query ilike '%create index concurrently%'`);
    return rows;
  }

  it('stops a build in flight when the server closes: its session is ended with it', async () => {
    await dropRumIndexes();
    await holdBuilds();
    const log = keptLog();
    const build = buildSearchIndexesInBackground(database, log);
    await vi.waitFor(async () => {
      expect(await builds()).toEqual([{ waiting: true }]);
    }, patience);
    await build.stop();
    await vi.waitFor(async () => {
      expect(await builds()).toEqual([]);
    }, patience);
    expect(log.lines).toEqual([
      expect.stringMatching(/^info: building the RUM indexes/),
      expect.stringMatching(/^info: the shutdown stopped the RUM indexes build/),
    ]);
    await releaseBuilds();
    expect(await rumIndexesReady(database.db)).toBe(false);
  });

  it('a server answers ready before building them, and the engines read them once built', async () => {
    await dropRumIndexes();
    const clock = { now: 0 };
    // In index order, as on many ads: the seed's few would be read whole (whole-matches.ts).
    const engine = new PostgresSearchEngine(database.db, {
      now: () => clock.now,
      readsWhole: () => false,
    });
    const words = await wordsOfTerm(database.db, 'toyota');
    if (!words) throw new Error('no words');
    /** A search's statements: how many read whether the indexes are there, and whether RUM answered. */
    const search = async () => {
      const sent = await statementsOf(database, () =>
        engine.search({ scope: undefined, words, page: 1, perPage: 2 }),
      );
      return {
        checks: sent.filter((statement) => statement.includes('pg_index')).length,
        rum: sent.some((statement) => statement.includes('<=|')),
      };
    };
    expect(await search()).toEqual({ checks: 1, rum: false });

    await holdBuilds();
    const port = await freePort();
    const base = `http://127.0.0.1:${String(port)}`;
    server = startServerProcess({
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      SEARCH_ENGINE: 'postgres',
      WEB_DIST: '/nonexistent',
      WEB_CONCURRENCY: '1',
      LOG_LEVEL: 'info',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      SHUTDOWN_DRAIN_MS: '0',
    });
    await waitUntilAnswering(base, server, '/api/ready', 60);
    await vi.waitFor(async () => {
      expect(await builds()).toEqual([{ waiting: true }]);
    }, patience);
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);

    await releaseBuilds();
    await vi.waitFor(() => {
      expect(server?.output()).toMatch(
        /built the RUM indexes ads_title_newest_rum, ads_description_newest_rum/,
      );
    }, patience);
    expect(await rumIndexesReady(database.db)).toBe(true);

    clock.now = RUM_RECHECK_MS - 1;
    expect(await search()).toEqual({ checks: 0, rum: false });
    clock.now = RUM_RECHECK_MS;
    expect(await search()).toEqual({ checks: 1, rum: true });
    clock.now = 100 * RUM_RECHECK_MS;
    expect(await search()).toEqual({ checks: 0, rum: true });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toMatch(/"level":50/);
  }, 90_000);
});
