import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';

/**
 * The RUM indexes the postgres engine reads "matching ads, newest first" from, when PostgreSQL
 * has the `rum` extension (docs/decisions/0093-search-engine-interface.md): each holds a text
 * column's words with each active ad's `created_at` attached, so that a scan hands out the
 * matches newest first and stops at the page. Not a migration: PGlite cannot load `rum`, and
 * the same migrations run on both databases.
 */
export const RUM_INDEXES = [
  { name: 'ads_title_newest_rum', column: 'title_vector' },
  { name: 'ads_description_newest_rum', column: 'description_vector' },
] as const;

/**
 * True of every ad, and part of each RUM index's predicate: only a statement that says it
 * (rum-newest.ts) can read them. The planner costs a RUM bitmap below GIN's, yet for a prefix it
 * took 600 ms where GIN took 227 (docs/decisions/0099-values-the-planner-sees.md), so counts and
 * other bitmaps keep to GIN.
 */
export const READS_RUM = sql.raw(`created_at <= 'infinity'::timestamptz`);

/** The first indexes' names: their predicate let every bitmap scan take them. */
const RETIRED_RUM_INDEXES = ['ads_title_rum', 'ads_description_rum'] as const;

/** Whether every RUM index is there and usable (not an unfinished or failed concurrent build). */
export async function rumIndexesReady(db: Database): Promise<boolean> {
  const { rows } = await db.execute<{ valid: number }>(sql`
    select count(*)::int as valid from pg_index
    where indexrelid in (${sql.join(
      RUM_INDEXES.map(({ name }) => sql`to_regclass(${name})`),
      sql`, `,
    )}) and indisvalid`);
  return rows[0]?.valid === RUM_INDEXES.length;
}

/** Whether this PostgreSQL server can load `rum` (Debian's `postgresql-15-rum`). */
export async function rumAvailable(db: Database): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from pg_available_extensions where name = 'rum'`);
  return rows.length > 0;
}

/**
 * Creates the extension and the indexes it misses, without blocking the ads' writes
 * (`concurrently`: not in a transaction). An index a stopped build left invalid is built again.
 * Returns the names of the indexes it built.
 */
export async function createRumIndexes(db: Database): Promise<string[]> {
  await db.execute(sql`create extension if not exists rum`);
  for (const name of RETIRED_RUM_INDEXES) {
    await db.execute(sql`drop index concurrently if exists ${sql.identifier(name)}`);
  }
  const built: string[] = [];
  for (const { name, column } of RUM_INDEXES) {
    const { rows } = await db.execute<{ valid: boolean }>(
      sql`select indisvalid as valid from pg_index where indexrelid = to_regclass(${name})`,
    );
    if (rows[0]?.valid) continue;
    const index = sql.identifier(name);
    const vector = sql.identifier(column);
    if (rows[0]) await db.execute(sql`drop index concurrently if exists ${index}`);
    await db.execute(sql`
      create index concurrently if not exists ${index} on ads
      using rum (${vector} rum_tsvector_addon_ops, created_at)
      with (attach = 'created_at', to = ${sql.raw(`'${column}'`)})
      where status = 'active' and ${READS_RUM}`);
    built.push(name);
  }
  return built;
}
