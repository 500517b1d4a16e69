import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';

// The embedded database (PGlite) runs in a worker thread, reached over the PostgreSQL protocol
// through one connection; these hold on PostgreSQL too.
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function row<T>(statement: SQL): Promise<T> {
  const result: unknown = await t.database.db.execute(statement);
  const [first] = (result as { rows: T[] }).rows;
  if (first === undefined) throw new Error('no row');
  return first;
}

describe('the database off the server thread', () => {
  it('answers requests while a long query runs in the database', async () => {
    const state = { running: true };
    const query = row(sql`select count(*) from generate_series(1, 2000000)`).finally(() => {
      state.running = false;
    });
    let answered = 0;
    while (state.running) {
      const res = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
      expect(res.statusCode).toBe(404);
      answered += 1;
      // An injected request never waits for input; let the database's answer be read.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await query;
    // With PGlite in the server's thread the query held that thread: one request got through.
    expect(answered).toBeGreaterThan(10);
  });

  it('gives each of many concurrent queries its own answer, large parameters included', async () => {
    // A message larger than one socket read reaches the database in parts; with several client
    // connections the socket server ran another client's query between one query's Parse and
    // Bind, which then bound the other's statement.
    const big = 'x'.repeat(300_000);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? row<{ n: number; i: number }>(
              sql`select length(${big}::text) + ${i}::int as n, ${i}::int as i`,
            )
          : row<{ n: number; i: number }>(sql`select ${i}::int * 2 as n, ${i}::int as i`),
      ),
    );
    const expected = answers.map((_, i) => ({ n: i % 2 === 0 ? big.length + i : i * 2, i }));
    expect(answers).toEqual(expected);
  });

  it('keeps queries made during a transaction out of it', async () => {
    const table = sql.identifier(`tx_probe_${process.pid}`);
    await t.database.db.execute(sql`create table ${table} (label text)`);
    let insideStarted!: () => void;
    const started = new Promise<void>((resolve) => (insideStarted = resolve));
    const rolledBack = t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into ${table} values ('inside')`);
        insideStarted();
        await new Promise((resolve) => setTimeout(resolve, 50));
        tx.rollback();
      })
      .catch((error: unknown) => error);
    await started;
    await t.database.db.execute(sql`insert into ${table} values ('outside')`);
    await rolledBack;
    const { labels } = await row<{ labels: string }>(
      sql`select string_agg(label, ',') as labels from ${table}`,
    );
    await t.database.db.execute(sql`drop table ${table}`);
    expect(labels).toBe('outside');
  });
});
