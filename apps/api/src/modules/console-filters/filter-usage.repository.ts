import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../moderation/account-restrictions.repository.ts';

type Reader = Database | Transaction;

/** How many ads (not deleted) answer each filter, and each option of it by its English label. */
export type FilterUsage = {
  answered: ReadonlyMap<number, number>;
  options: ReadonlyMap<number, ReadonlyMap<string, number>>;
};

/** The usage of the filters `where` picks (a condition on `f`, the filter definitions). */
export async function filterUsage(db: Reader, where: SQL): Promise<FilterUsage> {
  // One after the other: in a transaction, the statements share one connection.
  const answered = await db.execute<{ filter_id: number; ads: number }>(sql`
      select t.filter_id, count(distinct t.ad_id)::int as ads
      from ad_attributes t
      join filter_definitions f on f.id = t.filter_id
      join ads a on a.id = t.ad_id
      where ${where} and a.status <> 'deleted'
      group by t.filter_id`);
  const options = await db.execute<{ filter_id: number; label: string; ads: number }>(sql`
      select t.filter_id, label.text as label, count(distinct t.ad_id)::int as ads
      from ad_attributes t
      join filter_definitions f on f.id = t.filter_id
      join ads a on a.id = t.ad_id
      cross join lateral jsonb_array_elements_text(
        case jsonb_typeof(t.value -> 'en')
          when 'array' then t.value -> 'en' else jsonb_build_array(t.value -> 'en') end
      ) as label(text)
      where ${where} and a.status <> 'deleted' and t.numeric_value is null
      group by t.filter_id, label.text`);
  const byOption = new Map<number, Map<string, number>>();
  for (const row of options.rows) {
    const filter = byOption.get(row.filter_id) ?? new Map<string, number>();
    filter.set(row.label, row.ads);
    byOption.set(row.filter_id, filter);
  }
  return {
    answered: new Map(answered.rows.map((row) => [row.filter_id, row.ads])),
    options: byOption,
  };
}

export const ofCategory = (categoryId: number) => sql`f.category_id = ${categoryId}`;
export const ofFilter = (filterId: number) => sql`f.id = ${filterId}`;
