import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';

/*
 * Values written into a statement's text, where the planner must see them: every session plans
 * with `plan_cache_mode = force_generic_plan` (session-settings.ts), which PostgreSQL applies to
 * unnamed statements too, so a parameter is planned as an unknown. A `limit $1` is then taken for
 * 10 % of the rows (a sort of every match wins over reading an index in order and stopping), and
 * a text-search query for 0.5 % of the ads whatever its words
 * (docs/decisions/0099-values-the-planner-sees.md).
 */

/** A row count (`limit`, `offset`) as a literal. */
export function literalCount(count: number): SQL {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`not a row count: ${String(count)}`);
  }
  return sql.raw(String(count));
}

/** A string as a quoted literal (node-postgres' escaping: quotes and backslashes). */
export function literalText(text: string): SQL {
  return sql.raw(pg.escapeLiteral(text));
}

/** Ids (whole numbers) as a parenthesized list of literals, for `in` and `not in`: `(3, 7)`. */
export function literalIds(ids: readonly number[]): SQL {
  if (ids.length === 0 || !ids.every((id) => Number.isSafeInteger(id))) {
    throw new RangeError(`not a list of ids: ${ids.join(', ')}`);
  }
  return sql.raw(`(${ids.join(', ')})`);
}
