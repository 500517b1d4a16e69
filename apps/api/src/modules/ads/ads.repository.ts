import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { COUNTED_TOTAL_MAX, type AD_SORTS } from '@souq/contracts';
import { adFilterIndex, ads } from '../../db/schema/index.ts';
import { inScopeTokens, scopeToken, testsCondition, type FilterTest } from './ad-filters.ts';
import { liveAd, liveInIndex } from './live-ad.ts';
import { FILTER_INDEX_ORDERS, type IndexOrder } from './ad-orders.ts';
import { filterIndexOf } from './filter-index/index-sync.ts';
import { inWindow, windowCutoff } from './order-window.ts';
import type { CategoryScope } from './filters.repository.ts';

/** Which ads a list shows, in which order, and which page of them. */
export type AdListing = {
  scope?: CategoryScope | undefined;
  /** The applied filters (`filterTests`). */
  filters?: readonly FilterTest[] | undefined;
  /** Any other condition on `ads` (a text match, "not this ad"). */
  condition?: SQL | undefined;
  order: SQL[];
  /** The same order on `ad_filter_index`, by its name. */
  sort?: (typeof AD_SORTS)[number] | undefined;
  page: number;
  perPage: number;
  /** Counting stops there (search): the total is exact up to it. */
  countUpTo?: number | undefined;
};

export type AdIdPage = { ids: number[]; total: number };

export function inScope(scope: CategoryScope): SQL {
  return scope.isTopLevel ? eq(ads.categoryId, scope.id) : eq(ads.subCategoryId, scope.id);
}

function idsQuery(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
) {
  return db
    .select({ id: ads.id })
    .from(ads)
    .where(and(liveAd, where))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

export async function idsOf(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<number[]> {
  const rows = await idsQuery(db, where, order, limit, offset);
  return rows.map((row) => row.id);
}

function countQuery(db: Database, where: SQL | undefined, upTo?: number) {
  return upTo === undefined
    ? db.select({ total: count() }).from(ads).where(and(liveAd, where))
    : db
        .select({ total: count() })
        .from(
          db.select({ id: ads.id }).from(ads).where(and(liveAd, where)).limit(upTo).as('counted'),
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
  const ids = idsQuery(db, where, order, limit, offset);
  const { rows } = await db.execute<{ total: string; ids: number[] }>(
    sql`select (${total}) as total, array(${ids}) as ids`,
  );
  return { total: Number(rows[0]?.total ?? 0), ids: rows[0]?.ids ?? [] };
}

/**
 * A filtered page, from the memory index (`filter-index/`) unless the listing has a condition
 * on the ads, the index is still loading, or the page starts past the matches counted (no page
 * links there; the index would keep and sort every match before it). The total is counted up to
 * COUNTED_TOTAL_MAX, so a filter matching half the cars costs no more than a rare one.
 */
async function filteredPage(
  db: Database,
  listing: AdListing,
  filters: readonly FilterTest[],
): Promise<AdIdPage> {
  const { scope, condition, sort, page, perPage } = listing;
  const offset = (page - 1) * perPage;
  const fromIndex = scope && sort && !condition && offset < COUNTED_TOTAL_MAX;
  const index = fromIndex ? await filterIndexOf(db).current() : undefined;
  if (index && scope && sort) {
    return index.page({
      scope: scopeToken(scope),
      tests: filters,
      sort,
      offset,
      limit: perPage,
      countUpTo: COUNTED_TOTAL_MAX,
      nowUs: Date.now() * 1000,
    });
  }
  return filteredPageFromDatabase(db, listing, testsCondition(filters));
}

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
  const matchingIds = (fromIndex: boolean) =>
    fromIndex
      ? db.select({ id: adFilterIndex.adId }).from(adFilterIndex).where(matching).$dynamic()
      : db
          .select({ id: ads.id })
          .from(ads)
          .innerJoin(adFilterIndex, eq(adFilterIndex.adId, ads.id))
          .where(and(matching, condition))
          .$dynamic();
  const counting = db
    .select({ total: count() })
    .from(matchingIds(!condition).limit(COUNTED_TOTAL_MAX).as('counted'))
    .then(([row]) => row?.total ?? 0);
  if (indexOrder && !condition) return indexPage(db, matching, indexOrder, counting, listing);
  const [rows, total] = await Promise.all([
    matchingIds(false)
      .orderBy(...order)
      .limit(perPage)
      .offset(offset),
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
  const readWindow = async (cutoff: string) =>
    (
      await db
        .select({ id: adFilterIndex.adId })
        .from(adFilterIndex)
        .where(and(matching, inWindow(indexOrder, cutoff)))
        .orderBy(...indexOrder.order)
        .limit(perPage)
        .offset(offset)
    ).map((r) => r.id);
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
      limit ${perPage} offset ${offset}`);
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

/** One page of ad ids and the total: one statement with filters, else two run together. */
export async function pageOfAdIds(db: Database, listing: AdListing): Promise<AdIdPage> {
  const { scope, filters, condition, order, page, perPage, countUpTo } = listing;
  if (filters && filters.length > 0) return filteredPage(db, listing, filters);
  const where = and(scope && inScope(scope), condition);
  const [ids, total] = await Promise.all([
    idsOf(db, where, order, perPage, (page - 1) * perPage),
    countAds(db, where, countUpTo),
  ]);
  return { ids, total };
}

/** The category of an ad (for its similar ads), or undefined when it does not exist. */
export async function findAdCategory(db: Database, id: number): Promise<number | undefined> {
  const [row] = await db.select({ categoryId: ads.categoryId }).from(ads).where(eq(ads.id, id));
  return row?.categoryId;
}

export const notAd = (id: number) => ne(ads.id, id);
