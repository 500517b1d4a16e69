import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openEmbeddedDatabase } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';

/**
 * Every foreign key's columns lead an index of their table: deleting the row they name (its
 * check, its cascade), and counting its uses, read that index instead of the whole table
 * (docs/decisions/0113-foreign-keys-indexed.md).
 */
it('indexes the columns of every foreign key', async () => {
  const database = await openEmbeddedDatabase({});
  try {
    await runMigrations(database);
    const { rows } = await database.db.execute<{ key: string }>(sql`
      select c.conrelid::regclass::text || ' (' || (
        select string_agg(a.attname, ', ' order by k.ord)
        from unnest(c.conkey) with ordinality as k(attnum, ord)
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
      ) || ')' as key
      from pg_constraint c
      where c.contype = 'f'
        and c.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid
            and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] @> c.conkey
            and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] <@ c.conkey
        )
      order by 1`);
    expect(rows.map((row) => row.key)).toEqual([]);
  } finally {
    await database.close();
  }
});
