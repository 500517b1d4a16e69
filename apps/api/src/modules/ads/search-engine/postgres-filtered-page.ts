import { COUNTED_TOTAL_MAX } from '@souq/contracts';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { literalCount } from '../../../db/literal.ts';
import { adFilterIndex, ads } from '../../../db/schema/index.ts';
import { inScopeTokens } from '../ad-filters.ts';
import { FILTER_INDEX_ORDERS, type IndexOrder } from '../ad-orders.ts';
import type { AdIdPage, AdListing } from '../ads.repository.ts';
import { liveInIndex } from '../live-ad.ts';
import { inWindow, windowCutoff } from '../order-window.ts';

/**
 * A filtered page from the database: the matching ads come from `ad_filter_index` (its GIN
 * index answers the choices at once), read there in the listing's order when the listing needs
 * nothing else from the ads, else joined to the ads.
 */
export async function filteredPageFromDatabase(
  db: Database,
  listing: AdListing,
  filtered: SQL | null,
): Promise<AdIdPage> {
  const { scope, condition, order, sort, page, perPage } = listing;
  const indexOrder = sort && FILTER_INDEX_ORDERS[sort];
  const matching = and(liveInIndex, scope && inScopeTokens(scope), filtered ?? undefined);
  const offset = (page - 1) * perPage;
  const matchingIds = (fromIndex: boolean): SQL =>
    fromIndex
      ? sql`select ${adFilterIndex.adId} as id from ${adFilterIndex} where ${matching}`
      : sql`select ${ads.id} as id from ${ads}
          join ${adFilterIndex} on ${adFilterIndex.adId} = ${ads.id}
          where ${and(matching, condition)}`;
  const counting = db
    .execute<{ total: number }>(
      sql`select count(*)::int as total from (${matchingIds(!condition)}
        limit ${literalCount(COUNTED_TOTAL_MAX)}) as counted`,
    )
    .then(({ rows }) => rows[0]?.total ?? 0);
  if (indexOrder && !condition) return indexPage(db, matching, indexOrder, counting, listing);
  const [{ rows }, total] = await Promise.all([
    db.execute<{ id: number }>(
      sql`${matchingIds(false)} order by ${sql.join(order, sql`, `)}
        limit ${literalCount(perPage)} offset ${literalCount(offset)}`,
    ),
    counting,
  ]);
  return { ids: rows.map((r) => r.id), total };
}

/**
 * A page from `ad_filter_index` alone. A broad filter matches tens of thousands of ads, each
 * visited to sort them; the first 1/40 of the ads in the listing's order holds the page when it
 * holds a whole page of matches (or every match, by the count), and the index on the sort key
 * narrows the visits to that share. Otherwise (a rare filter, a far page) the page is read from
 * all the matches.
 */
async function indexPage(
  db: Database,
  matching: SQL | undefined,
  indexOrder: IndexOrder,
  counting: Promise<number>,
  { page, perPage }: AdListing,
): Promise<AdIdPage> {
  const offset = (page - 1) * perPage;
  const readWindow = async (cutoff: string) => {
    const { rows } = await db.execute<{ ad_id: number }>(sql`
      select ${adFilterIndex.adId} from ${adFilterIndex}
      where ${and(matching, inWindow(indexOrder, cutoff))}
      order by ${sql.join(indexOrder.order, sql`, `)}
      limit ${literalCount(perPage)} offset ${literalCount(offset)}`);
    return rows.map((row) => row.ad_id);
  };
  // Every match, then sorted. Left to itself, the planner may walk the sort key's index and
  // test each row instead, which visits the whole table when few ads match (seconds on a large
  // database: docs/decisions/0014-filtered-listings-ad-filter-index.md); the materialized set
  // makes it find the matches first.
  const readAll = async () => {
    const { rows } = await db.execute<{ ad_id: number }>(sql`
      with candidates as materialized (
        select ad_id, created_at, price, view_count from ${adFilterIndex} where ${matching}
      )
      select ad_id from candidates order by ${sql.join(indexOrder.order, sql`, `)}
      limit ${literalCount(perPage)} offset ${literalCount(offset)}`);
    return rows.map((row) => row.ad_id);
  };
  const cutoff = await windowCutoff(db, indexOrder);
  if (cutoff === null) {
    const [ids, total] = await Promise.all([readAll(), counting]);
    return { ids, total };
  }
  const [windowed, total] = await Promise.all([readWindow(cutoff), counting]);
  // Under COUNTED_TOTAL_MAX the count is exact: a window that gave every match left is enough.
  const left = total < COUNTED_TOTAL_MAX ? Math.max(0, total - offset) : Infinity;
  if (windowed.length === Math.min(perPage, left)) return { ids: windowed, total };
  return { ids: await readAll(), total };
}
