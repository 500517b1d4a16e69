import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  adsQueryString,
  CATEGORY_IDS,
  type Ad,
  type FilterDefinition,
  type Paginated,
} from '@souq/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { fileDatabaseUrl } from '../helpers/file-database.ts';

/**
 * `bench:generate` (bench/generate-ads.ts) writes ads through the tables' triggers, or on
 * PostgreSQL in bulk: triggers off and indexes dropped, their work done a chunk at a time by the
 * script. Both ways must leave the same rows and the same answers behind.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const run = promisify(execFile);
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'souq-generate-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function generate(url: string | undefined, ...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'bench/generate-ads.ts', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) },
  });
}

it('refuses the bulk way without PostgreSQL', async () => {
  await expect(generate(undefined, '--count', '10', '--path', 'bulk')).rejects.toThrow(
    /--path bulk needs PostgreSQL \(DATABASE_URL\)/,
  );
});

const postgresUrl = process.env.DATABASE_URL;
if (postgresUrl)
  describe('400 ads generated both ways on PostgreSQL, in chunks of 300', () => {
    const COUNT = 400;
    const databases: Record<'triggers' | 'bulk', DatabaseHandle | undefined> = {
      triggers: undefined,
      bulk: undefined,
    };
    let bulkUrl: URL;
    let dropBulk: () => Promise<void> = async () => {};
    let first = 0;
    let started: Date;

    beforeAll(async () => {
      // This file's copy of the seeded database, and a copy of that copy.
      const triggersUrl = await fileDatabaseUrl(postgresUrl);
      bulkUrl = new URL(triggersUrl);
      const source = decodeURIComponent(bulkUrl.pathname.slice(1));
      const name = `${source}_bulk`;
      bulkUrl.pathname = `/${encodeURIComponent(name)}`;
      // Without the seed's title words, the clones' (the same titles) must be written again.
      const copy = new pg.Client({ connectionString: triggersUrl });
      await copy.connect();
      await copy.query('delete from title_words');
      await copy.end();
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      try {
        await admin.query(
          `create database ${admin.escapeIdentifier(name)} template ${admin.escapeIdentifier(source)}`,
        );
      } finally {
        await admin.end();
      }
      dropBulk = async () => {
        const dropper = new pg.Client({ connectionString: postgresUrl });
        await dropper.connect();
        await dropper.query(
          `drop database if exists ${dropper.escapeIdentifier(name)} with (force)`,
        );
        await dropper.end();
      };
      started = new Date();
      const args = ['--count', String(COUNT), '--chunk', '300', '--path'];
      const [triggers, bulk] = await Promise.all([
        generate(triggersUrl, ...args, 'triggers'),
        generate(bulkUrl.toString(), ...args, 'bulk'),
      ]);
      expect(triggers.stdout).toMatch(/through the triggers/);
      expect(bulk.stdout).toMatch(/in bulk/);
      first = Number(/ids (\d+)–/.exec(bulk.stdout)?.[1]);
      expect(first).toBe(Number(/ids (\d+)–/.exec(triggers.stdout)?.[1]));
      databases.triggers = await openDatabase({ url: triggersUrl });
      databases.bulk = await openDatabase({ url: bulkUrl.toString() });
    }, 120_000);
    afterAll(async () => {
      await databases.triggers?.close();
      await databases.bulk?.close();
      await dropBulk();
    });

    /** The rows of `query` in each database, as text (numbers keep their scale). */
    async function both(query: ReturnType<typeof sql>) {
      const read = async (database: DatabaseHandle | undefined) => {
        if (!database) throw new Error('no database');
        return (await database.db.execute<{ row: string }>(query)).rows.map(({ row }) => row);
      };
      return { triggers: await read(databases.triggers), bulk: await read(databases.bulk) };
    }

    it('writes the same ads, attributes and pictures, and the same derived rows', async () => {
      const tables = {
        // An ad's expiry is its transaction's time plus 30 days: checked below.
        ads: sql`select (to_jsonb(t) - 'expires_at')::text as row from ads t order by id`,
        attributes: sql`select to_jsonb(t)::text as row from ad_attributes t order by id`,
        pictures: sql`select (to_jsonb(t) - 'id' - 'created_at')::text as row
          from ad_images t order by ad_id, position, path`,
        filterIndex: sql`select (to_jsonb(t) - 'expires_at')::text as row
          from ad_filter_index t order by ad_id`,
        changes: sql`select ad_id::text as row from ad_filter_index_changes order by ad_id`,
        titleWords: sql`select word as row from title_words order by word`,
      };
      for (const [table, query] of Object.entries(tables)) {
        const rows = await both(query);
        expect(rows.bulk.length, table).toBeGreaterThan(0);
        expect(rows.bulk, table).toEqual(rows.triggers);
      }
      const clones = await both(sql`select count(*)::text as row from ads a
        join ad_filter_index f on f.ad_id = a.id and f.expires_at = a.expires_at
        where a.id >= ${first}
          and a.expires_at between ${started}::timestamptz + interval '30 days'
            and now() + interval '30 days'`);
      expect(clones).toEqual({ triggers: [String(COUNT)], bulk: [String(COUNT)] });
      // Each clone's words: its title and its attributes' labels, as the triggers made them.
      const words = await both(sql`select count(*)::text as row from ads
        where id >= ${first} and attribute_words_en <> '' and attribute_words_ar <> ''`);
      expect(Number(words.bulk[0])).toBeGreaterThan(COUNT / 2);
    });

    const tableState = sql`
      select format('%s.%s %s', tgrelid::regclass, tgname, tgenabled) as row
        from pg_trigger where not tgisinternal
      union all select indexdef from pg_indexes where schemaname = 'public'
      union all select tablename from pg_tables where schemaname = 'public'
      union all select format('%s %s', sequencename, last_value) from pg_sequences
      order by 1`;

    it('leaves the triggers, indexes and id sequences as the triggers way does', async () => {
      const state = await both(tableState);
      expect(state.bulk).toContain('ads.ads_inserted A');
      expect(state.bulk).toEqual(state.triggers);
    });

    it('gives the same searches and filtered listings', async () => {
      const apps: TestContext[] = [];
      try {
        for (const database of [databases.triggers, databases.bulk]) {
          apps.push(await createTestApp({}, database));
        }
        /** The two apps' answer to `url`, which must be the same. */
        const answer = async <D>(url: string, lang: 'en' | 'ar') => {
          const [triggers, bulk] = await Promise.all(
            apps.map(async (t) => {
              const res = await t.app.inject({ method: 'GET', url, headers: { lang } });
              expect(res.statusCode, url).toBe(200);
              return res.json<{ data: D }>();
            }),
          );
          expect(bulk, url).toEqual(triggers);
          if (!triggers) throw new Error('no answer');
          return triggers.data;
        };
        const filters = await answer<FilterDefinition[]>(
          `/api/get_filter_options?category_id=${String(CATEGORY_IDS.carsAndVehicles)}`,
          'en',
        );
        const idOf = (name: string) => filters.find((filter) => filter.name === name)?.id ?? 0;
        const listing = `/api/ads?${adsQueryString({
          category_id: CATEGORY_IDS.carsAndVehicles,
          filtersAttributes: [
            { attribute_id: idOf('Make'), value: 'Toyota' },
            { attribute_id: idOf('Year'), value: ['2005', '2024'] },
          ],
          sort: 'price_asc',
          per_page: 48,
        })}`;
        for (const lang of ['en', 'ar'] as const) {
          for (const url of [`/api/search?q=toyota&per_page=48`, listing]) {
            const page = await answer<Paginated<Ad>>(url, lang);
            // Clones among the answers: the comparison is not of the seed alone.
            expect(
              page.data.some((ad) => ad.id >= first),
              url,
            ).toBe(true);
          }
        }
      } finally {
        for (const t of apps) await t.close();
      }
    });

    it('restores the triggers and indexes of a bulk run killed midway at the next run', async () => {
      const args = ['--count', '20000', '--chunk', '500', '--path', 'bulk'];
      const child = spawn(process.execPath, ['--import', 'tsx', 'bench/generate-ads.ts', ...args], {
        cwd: root,
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, DATABASE_URL: bulkUrl.toString() },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = once(child, 'exit');
      // Its first chunk written: the tables are without their triggers and indexes.
      let output = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (data: Buffer) => {
          output += data.toString();
          if (output.includes(' ads, ')) resolve();
        });
        void exited.then(() => {
          reject(new Error('bench:generate ended before its first chunk'));
        });
      });
      child.kill('SIGKILL');
      await exited;
      const apart = await both(tableState);
      expect(apart.bulk).toContain('ads.ads_inserted D');
      expect(apart.bulk).toContain('bench_generate_saved_tables');
      const { stdout } = await generate(bulkUrl.toString(), '--count', '0');
      expect(stdout).toMatch(/restoring its triggers and indexes/);
      // As before, but for the ids the killed run used.
      const state = await both(tableState);
      expect(state.bulk.filter((row) => !/_seq \d+$/.test(row))).toEqual(
        state.triggers.filter((row) => !/_seq \d+$/.test(row)),
      );
    });
  });
