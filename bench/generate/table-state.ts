import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Session } from './clone-rows.ts';

/** Every table a bulk load writes. */
export const WRITTEN_TABLES = [
  'ads',
  'ad_images',
  'ad_attributes',
  'ad_filter_index',
  'ad_filter_index_changes',
  'title_words',
] as const;

/**
 * The triggers of those tables whose work the bulk load does itself (derived-rows.ts): the
 * filter index and its change log (migrations 0004, 0005, 0009, 0013, 0014), the title vocabulary
 * (0016) and the attribute words (0019). The update and delete triggers never fire on a load
 * of new rows, but do in the trigger path through the attribute words' update of the ads.
 */
const KNOWN_TRIGGERS: Record<string, readonly string[]> = {
  ads: [
    'ads_inserted',
    'ads_moved',
    'ads_title_words_inserted',
    'ads_title_words_retitled',
    'ads_updated',
  ],
  ad_attributes: [
    'ad_attributes_deleted',
    'ad_attributes_inserted',
    'ad_attributes_updated',
    'ad_attributes_words_deleted',
    'ad_attributes_words_inserted',
    'ad_attributes_words_updated',
  ],
  ad_filter_index: [
    'ad_filter_index_deleted',
    'ad_filter_index_inserted',
    'ad_filter_index_truncated',
    'ad_filter_index_updated',
  ],
};

/** `pg_trigger.tgenabled`: O on (origin and local), A always, R replica only, D off. */
type TriggerState = { table: string; name: string; enabled: 'O' | 'A' | 'R' | 'D' };
type IndexDefinition = { table: string; name: string; definition: string };
export type TableState = { triggers: TriggerState[]; indexes: IndexDefinition[] };

/**
 * The user triggers of the written tables with their state, and their indexes that no
 * constraint needs (primary keys and unique constraints stay: the load's `on conflict` and
 * its own reads use them), with their definitions.
 */
export async function readTableState(db: Session): Promise<TableState> {
  const tables = sql`array[${sql.join(
    WRITTEN_TABLES.map((table) => sql`${table}`),
    sql`, `,
  )}]::text[]`;
  const triggers = await db.execute<TriggerState>(sql`
    select c.relname as table, t.tgname as name, t.tgenabled as enabled
    from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where not t.tgisinternal and c.relnamespace = current_schema()::regnamespace
      and c.relname = any(${tables})
    order by 1, 2`);
  const indexes = await db.execute<IndexDefinition>(sql`
    select i.tablename as table, i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = any(${tables})
      and not exists (select 1 from pg_constraint k
        where k.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)
    order by 1, 2`);
  return { triggers: triggers.rows, indexes: indexes.rows };
}

/** Refuses a load that would skip a trigger whose work it does not know how to do. */
export function assertKnownTriggers({ triggers }: TableState): void {
  const unknown = triggers.filter(
    ({ table, name }) => !(KNOWN_TRIGGERS[table] ?? []).includes(name),
  );
  if (unknown.length > 0) {
    throw new Error(
      `the bulk load does not know what these triggers do: ` +
        `${unknown.map(({ table, name }) => `${table}.${name}`).join(', ')}. ` +
        'Teach bench/generate/derived-rows.ts their work (and table-state.ts their names), ' +
        'or generate with --path triggers.',
    );
  }
}

/**
 * Where a bulk load keeps the state it changed until it has put it back: a run that stops
 * before leaves it, and the next run restores the tables from it first (restoreTables).
 */
const SAVED = sql.identifier('bench_generate_saved_tables');

/**
 * In one transaction: the state saved, every user trigger of the written tables off
 * (`tgenabled` D) and their secondary indexes dropped.
 */
export async function takeTablesApart(db: Session, state: TableState): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`create table ${SAVED} (state jsonb not null)`);
    await tx.execute(sql`insert into ${SAVED} (state) values (${JSON.stringify(state)})`);
    for (const table of WRITTEN_TABLES) {
      await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
    }
    for (const { name } of state.indexes) await tx.execute(sql`drop index ${sql.identifier(name)}`);
  });
}

/** The state a bulk load saved and has not restored yet (it was stopped), if any. */
export async function savedTableState(db: Session): Promise<TableState | undefined> {
  const { rows } = await db.execute<{ saved: boolean }>(
    sql`select to_regclass(${'bench_generate_saved_tables'}) is not null as saved`,
  );
  if (!rows[0]?.saved) return undefined;
  const saved = await db.execute<{ state: TableState }>(sql`select state from ${SAVED}`);
  return saved.rows[0]?.state;
}

const isGin = ({ definition }: IndexDefinition) => / USING gin /i.test(definition);

/**
 * Puts the tables back as `state` says, whatever is left to do: the missing indexes built
 * again (a statement each, shared among the sessions), each trigger as it was (ENABLE, ENABLE
 * ALWAYS, ENABLE REPLICA, or left off), then the saved state dropped.
 */
export async function restoreTables(sessions: Session[], state: TableState): Promise<void> {
  const [db] = sessions;
  if (!db) throw new Error('no session');
  const present = new Set((await readTableState(db)).indexes.map(({ name }) => name));
  // The GIN indexes first: built by one process each, the others by several (btree).
  const missing = state.indexes
    .filter(({ name }) => !present.has(name))
    .sort((a, b) => Number(isGin(b)) - Number(isGin(a)));
  await Promise.all(
    sessions.map(async (session) => {
      for (let next = missing.shift(); next; next = missing.shift()) {
        await session.execute(sql.raw(next.definition));
      }
    }),
  );
  const how = { O: sql`enable`, A: sql`enable always`, R: sql`enable replica` } as const;
  await db.transaction(async (tx) => {
    for (const { table, name, enabled } of state.triggers) {
      await tx.execute(
        enabled === 'D'
          ? sql`alter table ${sql.identifier(table)} disable trigger ${sql.identifier(name)}`
          : sql`alter table ${sql.identifier(table)} ${how[enabled]} trigger ${sql.identifier(name)}`,
      );
    }
    await tx.execute(sql`drop table if exists ${SAVED}`);
  });
  const now = await readTableState(db);
  if (!isDeepStrictEqual(now, state)) {
    throw new Error(
      `the triggers or indexes differ from before the load:\n` +
        `before ${JSON.stringify(state, null, 1)}\nafter ${JSON.stringify(now, null, 1)}`,
    );
  }
}
