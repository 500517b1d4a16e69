import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { categories } from '../../src/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { get } from './client.ts';

/**
 * Every session plans with `plan_cache_mode = force_generic_plan` (db/session-settings.ts), which
 * PostgreSQL applies to unnamed statements too: a value sent as a parameter is planned as an
 * unknown (db/literal.ts). The statements of listings and searches are planned here as the
 * server's sessions plan them, a prepared statement's generic plan.
 */
type Sent = { text: string; params: unknown[] };
type Client = { query: (config: { text: string }, params?: unknown[]) => Promise<unknown> };

async function statementsSent(database: DatabaseHandle, run: () => Promise<unknown>) {
  const client = (database.db as unknown as { $client: Client }).$client;
  const query = client.query.bind(client);
  const sent: Sent[] = [];
  client.query = (config, params = []) => {
    sent.push({ text: config.text, params });
    return query(config, params);
  };
  try {
    await run();
  } finally {
    Reflect.deleteProperty(client, 'query');
  }
  return sent;
}

/** The plan a server's session uses for `statement` (its generic plan), read in a session of its own. */
async function genericPlan(database: DatabaseHandle, { text, params }: Sent, settings: string[]) {
  const session = database.newConnection();
  await session.connect();
  try {
    const mode = await session.query<{ plan_cache_mode: string }>('show plan_cache_mode');
    expect(mode.rows[0]?.plan_cache_mode).toBe('force_generic_plan');
    for (const setting of settings) await session.query(setting);
    await session.query(`prepare planned as ${text}`);
    const values = params.map((value) => pg.escapeLiteral(String(value))).join(', ');
    const { rows } = await session.query<{ 'QUERY PLAN': string }>(
      params.length > 0 ? `explain execute planned(${values})` : 'explain execute planned',
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await session.end();
  }
}

describe.runIf(process.env.DATABASE_URL)('statements planned as the server plans them', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ searchEngine: 'postgres', cacheAnswers: false });
  });
  afterAll(() => t.close());

  it("counts a category's live ads from an index kept for live ads", async () => {
    const sent = await statementsSent(t.database, () => get(t, '/api/ads?category_id=8'));
    const counting = sent.find(
      ({ text }) => /count\(\*\)/.test(text) && text.includes('category_id'),
    );
    if (!counting) throw new Error('no statement counted the category');
    // The seed's few ads cost less to read whole: without that, as on a table of many.
    const plan = await genericPlan(t.database, counting, ['set enable_seqscan = off']);
    expect(plan).toMatch(/Index (Only )?Scan using ads_live_\w*index/);
  });

  it('still counts from that index while a category is hidden, its ids written in (issue 47)', async () => {
    const { rows } = await t.database.db.execute<{ id: number }>(
      sql`select id from categories where parent_id is null and id <> 8 order by id limit 1`,
    );
    const hidden = rows[0]?.id;
    if (hidden === undefined) throw new Error('no other top-level category');
    const setHidden = async (value: boolean) => {
      await t.database.db
        .update(categories)
        .set({ hidden: value })
        .where(eq(categories.id, hidden));
      await t.app.hiddenCategories.reload();
    };
    await setHidden(true);
    try {
      const sent = await statementsSent(t.database, () => get(t, '/api/ads?category_id=8'));
      const counting = sent.find(
        ({ text }) => /count\(\*\)/.test(text) && text.includes(`not in (${String(hidden)})`),
      );
      if (!counting) throw new Error('no statement counted the category without the hidden one');
      expect(counting.params).not.toContain(hidden);
      const plan = await genericPlan(t.database, counting, ['set enable_seqscan = off']);
      expect(plan).toMatch(/Index (Only )?Scan using ads_live_\w*index/);
    } finally {
      await setHidden(false);
    }
  });

  it('plans a search for its words and its page size', async () => {
    const sent = await statementsSent(t.database, () => get(t, '/api/search?q=toyota&per_page=3'));
    const reading = sent.filter(({ text }) => text.includes('@@') && !text.startsWith('explain'));
    expect(reading.length).toBeGreaterThan(0);
    for (const statement of reading) {
      const plan = await genericPlan(t.database, statement, []);
      expect(plan).toMatch(/''toyota?'':\*/);
      if (/ limit /.test(statement.text))
        expect(plan).toMatch(/Limit {2}\(cost=[^)]* rows=[1-9]\d{0,3} /);
    }
  });
});
