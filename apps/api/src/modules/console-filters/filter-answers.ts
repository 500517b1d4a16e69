import { sql } from 'drizzle-orm';
import type { AttributeValue } from '../../db/schema/ads.ts';
import type { FilterOption } from '../../db/schema/catalog.ts';
import type { Transaction } from '../moderation/account-restrictions.repository.ts';

/** What becomes of the answers of some options, by their English label: another option. */
export type AnswerMapping = ReadonlyMap<string, FilterOption>;

/**
 * An answer with its options mapped: a single choice becomes the new option; a list maps each
 * choice (both languages side by side) and keeps each option once. Undefined when nothing
 * changes.
 */
export function mapAnswer(
  value: AttributeValue,
  mapping: AnswerMapping,
): AttributeValue | undefined {
  if (typeof value.en === 'string') {
    const next = mapping.get(value.en);
    if (!next || (next.en === value.en && next.ar === value.ar)) return undefined;
    return { en: next.en, ar: next.ar };
  }
  const arabic = Array.isArray(value.ar) ? value.ar : [];
  const pairs = new Map<string, string>();
  let changed = false;
  for (const [index, en] of value.en.entries()) {
    const next = mapping.get(en);
    const option = next ?? { en, ar: arabic[index] ?? en };
    if (next && (next.en !== en || next.ar !== arabic[index])) changed = true;
    if (pairs.has(option.en)) changed = true;
    else pairs.set(option.en, option.ar);
  }
  if (!changed) return undefined;
  return { en: [...pairs.keys()], ar: [...pairs.values()] };
}

/**
 * Rewrites the answers of a filter that name the mapped options, in one statement: the triggers
 * of `ad_attributes` (migrations 0004, 0019) then rewrite those ads' index rows and words, which
 * `ad_filter_index_changes` hands to the memory engine of every process. Returns the ads changed.
 */
export async function rewriteAnswers(
  tx: Transaction,
  filterId: number,
  mapping: AnswerMapping,
): Promise<number[]> {
  if (mapping.size === 0) return [];
  const labels = [...mapping.keys()];
  const { rows } = await tx.execute<{ id: number; ad_id: number; value: AttributeValue }>(sql`
    select id, ad_id, value from ad_attributes
    where filter_id = ${filterId}
      and jsonb_exists_any(value -> 'en', ${sql.raw('ARRAY[')}${sql.join(
        labels.map((label) => sql`${label}`),
        sql`, `,
      )}${sql.raw(']::text[]')})
    for update`);
  const changes = rows.flatMap((row) => {
    const value = mapAnswer(row.value, mapping);
    return value ? [{ id: row.id, adId: row.ad_id, value }] : [];
  });
  if (changes.length === 0) return [];
  const payload = JSON.stringify(changes.map(({ id, value }) => ({ id, value })));
  await tx.execute(sql`
    update ad_attributes t set value = v.value
    from jsonb_to_recordset(${payload}::jsonb) as v(id integer, value jsonb)
    where t.id = v.id`);
  return [...new Set(changes.map((change) => change.adId))];
}
