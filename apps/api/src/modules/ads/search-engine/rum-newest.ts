import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { literalCount } from '../../../db/literal.ts';
import { ads } from '../../../db/schema/index.ts';
import { liveAd } from '../live-ad.ts';
import { READS_RUM } from './rum-indexes.ts';

/** Later than every ad: RUM's `<=|` orders by the distance to it, so the newest come first. */
const FUTURE = sql`'3000-01-01'::timestamptz`;

/**
 * A page of the ids of the live ads matching `where`, newest first (NEWEST: `created_at desc,
 * id desc`), from a RUM index (rum-indexes.ts) on the text column `where` tests: the scan hands
 * out the matches newest first and stops after the page, where GIN's bitmap visits every match
 * to sort them. RUM orders by `created_at` alone (adding `id` makes the planner sort every
 * match again), so one row past the page is read: when it shares the page's last instant, the
 * scan may have cut that instant, whose matches are then read by id and spliced in.
 */
export async function newestFromRum(
  db: Database,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<number[]> {
  const end = offset + limit;
  const { rows } = await db.execute<{ id: number; at: string }>(sql`
    select id, at from (
      select ${ads.id} as id, ${ads.createdAt} as created_at, ${ads.createdAt}::text as at
      from ${ads} where ${and(liveAd, READS_RUM, where)}
      order by ${ads.createdAt} <=| ${FUTURE}
      limit ${literalCount(end + 1)}
    ) as newest
    order by created_at desc, id desc`);
  const last = rows.at(-1);
  if (!last || rows.length <= end || rows[end - 1]?.at !== last.at) {
    return rows.slice(offset, end).map((row) => row.id);
  }
  const instant = await db
    .select({ id: ads.id })
    .from(ads)
    .where(and(liveAd, where, sql`${ads.createdAt} = ${last.at}::timestamptz`))
    .orderBy(desc(ads.id));
  return [...rows.filter((row) => row.at !== last.at), ...instant]
    .slice(offset, end)
    .map((row) => row.id);
}
