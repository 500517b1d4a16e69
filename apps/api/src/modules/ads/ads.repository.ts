import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { AdSort } from '@souq/contracts';
import { literalCount } from '../../db/literal.ts';
import { ads } from '../../db/schema/index.ts';
import { liveAd } from './live-ad.ts';
import type { CategoryScope } from './filters.repository.ts';

/** Which ads a list shows, in which order, and which page of them. */
export type AdListing = {
  scope?: CategoryScope | undefined;
  /** Any other condition on `ads` (a text match, "not this ad"). */
  condition?: SQL | undefined;
  order: SQL[];
  /** The same order on `ad_filter_index`, by its name. */
  sort?: AdSort | undefined;
  page: number;
  perPage: number;
  /** Counting stops there (search): the total is exact up to it. */
  countUpTo?: number | undefined;
};

export type AdIdPage = { ids: number[]; total: number };

export function inScope(scope: CategoryScope): SQL {
  return scope.isTopLevel ? eq(ads.categoryId, scope.id) : eq(ads.subCategoryId, scope.id);
}

/** The limit and offset are literals, so the planner can read the ads in order and stop. */
function idsQuery(where: SQL | undefined, order: SQL[], limit: number, offset: number): SQL {
  return sql`select ${ads.id} from ${ads} where ${and(liveAd, where)}
    order by ${sql.join(order, sql`, `)} limit ${literalCount(limit)} offset ${literalCount(offset)}`;
}

export async function idsOf(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(idsQuery(where, order, limit, offset));
  return rows.map((row) => row.id);
}

function countQuery(db: Database, where: SQL | undefined, upTo?: number) {
  return upTo === undefined
    ? db.select({ total: count() }).from(ads).where(and(liveAd, where))
    : db
        .select({ total: count() })
        .from(
          sql`(select 1 from ${ads} where ${and(liveAd, where)} limit ${literalCount(upTo)}) as counted`,
        );
}

export async function countAds(
  db: Database,
  where: SQL | undefined,
  upTo?: number,
): Promise<number> {
  const [row] = await countQuery(db, where, upTo);
  return row?.total ?? 0;
}

/**
 * `countAds(counted, upTo)` and `idsOf(listed, …)` in one statement: a search needs both, and
 * each statement costs a round trip and a plan besides its work.
 */
export async function countAndIdsOf(
  db: Database,
  counted: { where: SQL | undefined; upTo: number },
  listed: { where: SQL | undefined; order: SQL[]; limit: number; offset: number },
): Promise<AdIdPage> {
  const { where, order, limit, offset } = listed;
  const total = countQuery(db, counted.where, counted.upTo);
  const ids = idsQuery(where, order, limit, offset);
  const { rows } = await db.execute<{ total: string; ids: number[] }>(
    sql`select (${total}) as total, array(${ids}) as ids`,
  );
  return { total: Number(rows[0]?.total ?? 0), ids: rows[0]?.ids ?? [] };
}

/** One page of the ids of a listing's ads (its `countUpTo` aside). */
export function pageIdsOf(db: Database, listing: AdListing): Promise<number[]> {
  const { scope, condition, order, page, perPage } = listing;
  return idsOf(db, and(scope && inScope(scope), condition), order, perPage, (page - 1) * perPage);
}

/**
 * One page of ad ids and the total, from the ads' own indexes: two statements run together.
 * A listing narrowed by filters or words is the search engine's (`search-engine/`).
 */
export async function pageOfAdIds(db: Database, listing: AdListing): Promise<AdIdPage> {
  const { scope, condition, countUpTo } = listing;
  const [ids, total] = await Promise.all([
    pageIdsOf(db, listing),
    countAds(db, and(scope && inScope(scope), condition), countUpTo),
  ]);
  return { ids, total };
}

/**
 * The category of an ad (for its similar ads) and whether it is live (listed there), or
 * undefined when it does not exist.
 */
export async function findAdCategory(
  db: Database,
  id: number,
): Promise<{ categoryId: number; live: boolean } | undefined> {
  const [row] = await db
    .select({ categoryId: ads.categoryId, live: sql<boolean>`${liveAd}` })
    .from(ads)
    .where(eq(ads.id, id));
  return row;
}

export const notAd = (id: number) => ne(ads.id, id);
