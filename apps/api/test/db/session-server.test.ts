import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveSession, type SessionServer } from '../../src/db/embedded/session-server.ts';

// PGlite's one session served to several pg connections (the embedded database's thread runs
// the same server; here it runs in the test's own thread, in memory).
let db: PGlite;
let server: SessionServer;
let socketDir: string;
const clients: pg.Client[] = [];

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({
    host: socketDir,
    port: 5432,
    user: 'postgres',
    database: 'postgres',
  });
  await client.connect();
  clients.push(client);
  return client;
}

beforeAll(async () => {
  db = await PGlite.create();
  socketDir = await mkdtemp(path.join(os.tmpdir(), 'souq-session-'));
  server = await serveSession(db, path.join(socketDir, '.s.PGSQL.5432'), { vacuumEveryMs: 200 });
  await db.exec('create table probe (label text)');
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
  await server.close();
  await db.close();
  await rm(socketDir, { recursive: true, force: true });
});

async function labels(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ label: string }>('select label from probe order by label');
  return rows.map((row) => row.label);
}

describe('the embedded database session shared by several connections', () => {
  it('gives each of many statements sent at once on several connections its own answer', async () => {
    const pool = new pg.Pool({ host: socketDir, port: 5432, user: 'postgres', max: 4 });
    // Larger than one socket read: a statement's messages arrive in parts.
    const big = 'x'.repeat(300_000);
    const answers = await Promise.all(
      Array.from({ length: 80 }, async (_, i) => {
        const { rows } = await (i % 3 === 0
          ? pool.query<{ n: number }>('select length($1::text) + $2::int as n', [big, i])
          : pool.query<{ n: number }>('select $1::int * 2 as n', [i]));
        return rows[0]?.n;
      }),
    );
    await pool.end();
    expect(answers).toEqual(answers.map((_, i) => (i % 3 === 0 ? big.length + i : i * 2)));
  });

  it('runs the other connections only after an open transaction has ended', async () => {
    const [owner, other] = await Promise.all([connect(), connect()]);
    await owner.query('begin');
    await owner.query("insert into probe values ('in-transaction')");
    let otherDone = false;
    const otherInsert = other.query("insert into probe values ('other')").then(() => {
      otherDone = true;
    });
    // The owner goes on alone: its statements answer while the other one waits.
    expect(await labels(owner)).toEqual(['in-transaction']);
    expect(otherDone).toBe(false);
    await owner.query('rollback');
    await otherInsert;
    expect(await labels(other)).toEqual(['other']);
    await other.query('delete from probe');
  });

  it('rolls back the transaction of a connection that is gone, and serves the others', async () => {
    const [leaving, staying] = await Promise.all([connect(), connect()]);
    await leaving.query('begin');
    await leaving.query("insert into probe values ('never')");
    const waiting = labels(staying);
    await leaving.end();
    expect(await waiting).toEqual([]);
  });

  it('rolls back a transaction begun by a connection that closed while its statement waited to run', async () => {
    const leaving = new pg.Client({ host: socketDir, port: 5432, user: 'postgres' });
    leaving.on('error', () => undefined);
    await leaving.connect();
    // PGlite busy with something else (a dump does this), so the statement waits its turn.
    let release!: () => void;
    const held = db.runExclusive(() => new Promise<void>((resolve) => (release = resolve)));
    const begun = leaving
      .query("begin; insert into probe values ('abandoned')")
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    leaving.connection.stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await held;
    await begun;
    const other = await connect();
    expect(await labels(other)).toEqual([]);
  });

  it('prepares a named statement once and runs it for every connection that names it', async () => {
    const connections = await Promise.all([connect(), connect(), connect()]);
    const doubled = { name: 'doubled', text: 'select $1::int * 2 as n' };
    const answers = await Promise.all(
      connections.map(async (client, i) => {
        const { rows } = await client.query<{ n: number }>({ ...doubled, values: [i] });
        const again = await client.query<{ n: number }>({ ...doubled, values: [i + 10] });
        return [rows[0]?.n, again.rows[0]?.n];
      }),
    );
    expect(answers).toEqual([
      [0, 20],
      [2, 22],
      [4, 24],
    ]);
    const { rows } = await connections[0].query<{ count: number }>(
      "select count(*)::int as count from pg_prepared_statements where name = 'doubled'",
    );
    expect(rows).toEqual([{ count: 1 }]);
    // The same name for another text is the database's error, as on PostgreSQL.
    const other = await connect();
    await expect(other.query({ name: 'doubled', text: 'select 3 as n' })).rejects.toThrow(
      /already exists/,
    );
  });

  it('keeps a connection usable after its statement failed, and the others unaffected', async () => {
    const [failing, other] = await Promise.all([connect(), connect()]);
    const [failed, fine] = await Promise.allSettled([
      failing.query('select * from no_such_table'),
      other.query<{ one: number }>('select 1 as one'),
    ]);
    expect(failed.status).toBe('rejected');
    expect(fine.status === 'fulfilled' && fine.value.rows).toEqual([{ one: 1 }]);
    const { rows } = await failing.query<{ two: number }>('select 2 as two');
    expect(rows).toEqual([{ two: 2 }]);
  });

  it('vacuums the database by itself, as PGlite has no autovacuum', async () => {
    const client = await connect();
    await client.query('create table churn (n int)');
    await client.query('insert into churn select generate_series(1, 100)');
    await client.query('update churn set n = n + 1');
    await vi.waitFor(
      async () => {
        const { rows } = await client.query<{ vacuumed: boolean }>(
          "select last_vacuum is not null as vacuumed from pg_stat_user_tables where relname = 'churn'",
        );
        expect(rows).toEqual([{ vacuumed: true }]);
      },
      { timeout: 5_000, interval: 100 },
    );
  });
});
