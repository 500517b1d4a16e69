import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase, type DatabaseHandle } from '../../src/db/client.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'souq-embedded-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function value<T>(database: DatabaseHandle, statement: SQL): Promise<T> {
  const result: unknown = await database.db.execute(statement);
  const [row] = (result as { rows: { value: T }[] }).rows;
  if (row === undefined) throw new Error('no row');
  return row.value;
}

describe('the embedded database in its data directory', () => {
  it('keeps what was written once closed, and opens again with pg_trgm', async () => {
    const dataDir = path.join(dir, 'pglite');
    const first = await openEmbeddedDatabase({ dataDir });
    await first.db.execute(sql`create table kept (n int)`);
    await first.db.execute(sql`insert into kept values (42)`);
    await first.close();

    const second = await openEmbeddedDatabase({ dataDir });
    try {
      expect(await value<number>(second, sql`select n as value from kept`)).toBe(42);
      await second.db.execute(sql`create extension if not exists pg_trgm`);
      const similarity = await value<number>(
        second,
        sql`select similarity('souq', 'souk') as value`,
      );
      expect(similarity).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
  });
});
