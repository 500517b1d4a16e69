import { and, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ads } from '../../db/schema/index.ts';
import type { CategoryScope } from './filters.repository.ts';

/** Which ads a list shows, in which order, and which page of them. */
export type AdListing = {
  scope?: CategoryScope | undefined;
  /** Ids of the ads matching the applied filters (`filteredAdIds`). */
  filtered?: SQL | null | undefined;
  /** Any other condition on `ads` (a text match, "not this ad"). */
  condition?: SQL | undefined;
  order: SQL[];
  page: number;
  perPage: number;
  /** Counting stops there (search): the total is exact up to it. */
  countUpTo?: number | undefined;
};

export type AdIdPage = { ids: number[]; total: number };

export function inScope(scope: CategoryScope): SQL {
  return scope.isTopLevel ? eq(ads.categoryId, scope.id) : eq(ads.subCategoryId, scope.id);
}

export async function idsOf(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: ads.id })
    .from(ads)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

export async function countAds(
  db: Database,
  where: SQL | undefined,
  upTo?: number,
): Promise<number> {
  const [row] =
    upTo === undefined
      ? await db.select({ total: count() }).from(ads).where(where)
      : await db
          .select({ total: count() })
          .from(db.select({ id: ads.id }).from(ads).where(where).limit(upTo).as('counted'));
  return row?.total ?? 0;
}

/**
 * A filtered page in one statement: the ids matching the filters are gathered once (an
 * intersection of index-only scans), counted, and looked up as a hash while the listing's
 * index is read in order, so the first page of a large category stops early. `IS TRUE` keeps
 * the `IN` a hashed lookup instead of a join that would sort every match. Filters belong to
 * one top-level category and an ad's attributes answer its own category's filters, so in a
 * top-level category the matches are counted without reading the ads.
 */
async function filteredPage(db: Database, listing: AdListing, filtered: SQL): Promise<AdIdPage> {
  const { scope, condition, order, page, perPage } = listing;
  const matched = db.$with('matched', { adId: sql<number>`ad_id` }).as(filtered);
  const where = and(
    scope && inScope(scope),
    sql`(${ads.id} in (select ad_id from matched)) is true`,
    condition,
  );
  const pageIds = db
    .select({ id: ads.id })
    .from(ads)
    .where(where)
    .orderBy(...order)
    .limit(perPage)
    .offset((page - 1) * perPage);
  const columns = { total: count(), ids: sql<number[]>`array${pageIds}` };
  const [row] =
    scope?.isTopLevel && !condition
      ? await db.with(matched).select(columns).from(matched)
      : await db.with(matched).select(columns).from(ads).where(where);
  return { ids: row?.ids ?? [], total: row?.total ?? 0 };
}

/** One page of ad ids and the total: one statement with filters, else two run together. */
export async function pageOfAdIds(db: Database, listing: AdListing): Promise<AdIdPage> {
  const { scope, filtered, condition, order, page, perPage, countUpTo } = listing;
  if (filtered) return filteredPage(db, listing, filtered);
  const where = and(scope && inScope(scope), condition);
  const [ids, total] = await Promise.all([
    idsOf(db, where, order, perPage, (page - 1) * perPage),
    countAds(db, where, countUpTo),
  ]);
  return { ids, total };
}

/** Counts a view and answers whether the ad exists. */
export async function countView(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(ads)
    .set({ viewCount: sql`${ads.viewCount} + 1` })
    .where(eq(ads.id, id))
    .returning({ id: ads.id });
  return rows.length > 0;
}

/** The category of an ad (for its similar ads), or undefined when it does not exist. */
export async function findAdCategory(db: Database, id: number): Promise<number | undefined> {
  const [row] = await db.select({ categoryId: ads.categoryId }).from(ads).where(eq(ads.id, id));
  return row?.categoryId;
}

export const notAd = (id: number) => ne(ads.id, id);
