import { COUNTED_TOTAL_MAX } from '@souq/contracts';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { literalCount } from '../../../db/literal.ts';
import { ads } from '../../../db/schema/index.ts';
import { liveAd } from '../live-ad.ts';

/**
 * Whether a search whose words the planner expects in `matches` of `ads` live ads is read whole
 * (`wholeMatches`) rather than counted and paged by walking the ads newest first: reading every
 * match costs about as much a match (a GIN bitmap entry, 1.3 µs measured at 1,000,000 ads) as
 * the walk costs an ad it tests (1.5 µs), and the walk tests about COUNTED_TOTAL_MAX × ads /
 * matches ads before it has counted COUNTED_TOTAL_MAX. A word nobody wrote (a misspelling) is
 * read whole at once, where the walk, expecting the planner's default share of the ads to match,
 * tests every ad.
 */
export function wholeIsCheaper({ matches, ads: all }: { matches: number; ads: number }): boolean {
  return matches * matches < COUNTED_TOTAL_MAX * all;
}

/**
 * The ids of every live ad matching `where`, titles first (`inTitle`), newest first in each
 * group (`created_at desc, id desc`, as NEWEST): null when there are more than
 * COUNTED_TOTAL_MAX. The matches are gathered as the planner sees best for all of them (a
 * materialized set is planned without the limit, so it is not walked in the hope of finding
 * many early), and no more than one past COUNTED_TOTAL_MAX of them is read from the table.
 */
export async function wholeMatches(
  db: Database,
  where: SQL | undefined,
  inTitle: SQL,
): Promise<number[] | null> {
  const { rows } = await db.execute<{ id: number; in_title: boolean; at: string }>(sql`
    with matches as materialized (
      select ${ads.id} as id, ${ads.createdAt} as created_at, ${inTitle} as in_title
      from ${ads} where ${and(liveAd, where)}
    )
    select id, in_title, (extract(epoch from created_at) * 1000000)::bigint::text as at
    from matches limit ${literalCount(COUNTED_TOTAL_MAX + 1)}`);
  if (rows.length > COUNTED_TOTAL_MAX) return null;
  // Microseconds since 1970 stay exact as numbers (below 2^53 until the year 2255).
  return rows
    .sort(
      (a, b) =>
        Number(b.in_title) - Number(a.in_title) || Number(b.at) - Number(a.at) || b.id - a.id,
    )
    .map((row) => row.id);
}
