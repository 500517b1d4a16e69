import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openDatabase, openEmbeddedDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { LocalMediaStorage } from '../../src/shared/storage/local-media-storage.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { fileDatabaseUrl } from '../helpers/file-database.ts';
import { startObjectStorage } from '../helpers/s3.ts';

type Readiness = {
  message?: string;
  data: {
    ready: boolean;
    checks: {
      database: string;
      redis: string;
      storage: string;
      search_index: string;
      shutting_down: boolean;
    };
  };
};

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function ready(context: TestContext) {
  const reply = await context.app.inject({ method: 'GET', url: '/api/ready' });
  return { status: reply.statusCode, body: reply.json<Readiness>(), headers: reply.headers };
}

/** Asks until the answer has `status` (checks are kept a second; the index loads meanwhile). */
async function readyOnceItIs(context: TestContext, status: number) {
  await expect.poll(async () => (await ready(context)).status, { timeout: 10_000 }).toBe(status);
  return ready(context);
}

describe('GET /api/ready', () => {
  it('is 200 with each check once the database, the storage and the search index are there', async () => {
    const answer = await readyOnceItIs(t, 200);
    expect(answer.body.data).toEqual({
      ready: true,
      checks: {
        database: 'ok',
        redis: 'off',
        storage: 'ok',
        search_index: 'ok',
        shutting_down: false,
      },
    });
    expect(answer.headers['cache-control']).toBe('no-store');
    // Liveness stays the cheap check it was.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('is 503 when the database cannot be reached, saying which check failed', async () => {
    const url = process.env.DATABASE_URL;
    const database: DatabaseHandle = url
      ? await openDatabase({ url: await fileDatabaseUrl(url) })
      : await openEmbeddedDatabase({ snapshotFile: inject('pgliteSnapshot') });
    const other = await createTestApp({}, database);
    try {
      await readyOnceItIs(other, 200);
      await database.close();
      const answer = await readyOnceItIs(other, 503);
      expect(answer.body.message).toEqual(expect.any(String));
      expect(answer.body.data.ready).toBe(false);
      expect(answer.body.data.checks.database).toBe('failed');
      expect(answer.body.data.checks.storage).toBe('ok');
    } finally {
      await other.close();
    }
  });

  it('is 503 when the uploads cannot be written, or their bucket is not there', async () => {
    // A folder that cannot be made: under a file.
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'souq-ready-')), 'a-file');
    await writeFile(file, 'x');
    const unwritable = await createTestApp(
      { storage: new LocalMediaStorage(path.join(file, 'media'), path.join(file, 'private')) },
      t.database,
    );
    const objects = await startObjectStorage();
    const bucket = await createTestApp({ storage: objects.storage }, t.database);
    try {
      expect((await readyOnceItIs(unwritable, 503)).body.data.checks.storage).toBe('failed');
      expect((await readyOnceItIs(bucket, 200)).body.data.checks.storage).toBe('ok');
      await objects.close();
      expect((await readyOnceItIs(bucket, 503)).body.data.checks.storage).toBe('failed');
    } finally {
      await unwritable.close();
      await bucket.close();
      await rm(path.dirname(file), { recursive: true, force: true });
    }
  });

  it('checks Redis when REDIS_URL is set: 503 when it does not answer', async () => {
    // Nothing listens on port 1.
    const away = await createTestApp({ redisUrl: 'redis://127.0.0.1:1' }, t.database);
    try {
      const answer = await readyOnceItIs(away, 503);
      expect(answer.body.data.checks).toMatchObject({ redis: 'failed', database: 'ok' });
    } finally {
      await away.close();
    }
    const redisUrl = process.env.REDIS_URL;
    if (redisUrl === undefined) return;
    const there = await createTestApp({ redisUrl }, t.database);
    try {
      expect((await readyOnceItIs(there, 200)).body.data.checks.redis).toBe('ok');
    } finally {
      await there.close();
    }
  });

  it('is 503 once the process shuts down, which refuses new requests with Connection: close', async () => {
    const closing = await createTestApp({}, t.database);
    try {
      const base = await closing.app.listen({ port: 0, host: '127.0.0.1' });
      await readyOnceItIs(closing, 200);
      expect((await fetch(`${base}/api/categories`)).status).toBe(200);
      closing.app.shutdown.drain();

      const refused = await fetch(`${base}/api/categories`);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('connection')).toBe('close');
      expect(refused.headers.get('retry-after')).toBe('2');
      const answer = await fetch(`${base}/api/ready`);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('connection')).toBe('close');
      expect(((await answer.json()) as Readiness).data.checks.shutting_down).toBe(true);
      // Alive all the same: liveness must not have it killed while it finishes.
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
    } finally {
      await closing.close();
    }
  });
});

/** On the run's PostgreSQL server, when the run is on PostgreSQL (as CI's is). */
const postgresUrl = process.env.DATABASE_URL;
if (postgresUrl)
  describe('a PostgreSQL server that ends the connections waiting in the pool', () => {
    it('(a restart, a failover) leaves the process up: the next requests open new ones', async () => {
      const url = await fileDatabaseUrl(postgresUrl);
      const database = await openDatabase({ url });
      const other = await createTestApp({}, database);
      try {
        await readyOnceItIs(other, 200);
        expect(database.poolStats().idle).toBeGreaterThan(0);
        const admin = database.newConnection();
        await admin.connect();
        try {
          await admin.query(
            `select pg_terminate_backend(pid) from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid()`,
          );
        } finally {
          await admin.end();
        }
        // The pool drops each ended connection (an 'error' event nobody handled ended the process).
        await expect.poll(() => database.poolStats().total, { timeout: 10_000 }).toBe(0);
        const answer = await readyOnceItIs(other, 200);
        expect(answer.body.data.checks.database).toBe('ok');
      } finally {
        await other.close();
      }
    });
  });
