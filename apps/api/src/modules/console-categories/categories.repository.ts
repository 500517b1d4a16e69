import type { ConsoleCategory, ConsoleCategoryTree, SavedCategory } from '@souq/contracts';
import { asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ads, categories, filterDefinitions } from '../../db/schema/index.ts';
import { activeAd } from '../ads/live-ad.ts';

type Reader = Pick<Database, 'select'>;

export type CategoryRow = typeof categories.$inferSelect;

/** A category's row as the console and the audit log show it. */
export const savedView = (row: CategoryRow): SavedCategory => ({
  id: row.id,
  parent_id: row.parentId,
  slug: row.slug,
  name_en: row.nameEn,
  name_ar: row.nameAr,
  icon: row.icon,
  position: row.position,
  hidden: row.hidden,
});

export async function findCategoryRow(db: Reader, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

/** The ids of a level: the top-level categories (null) or a category's sub-categories, in order. */
export async function levelIds(db: Reader, parentId: number | null): Promise<number[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId))
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map((row) => row.id);
}

/** The next position of a level: after its last category. */
export async function nextPosition(db: Reader, parentId: number | null): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${categories.position})` })
    .from(categories)
    .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

export async function slugTaken(db: Reader, slug: string): Promise<boolean> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug));
  return rows.length > 0;
}

export async function subCategoryIds(db: Reader, id: number): Promise<number[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.parentId, id));
  return rows.map((row) => row.id);
}

/** The ads of a category: a top-level's are all its own (`category_id`), a sub-category's its own. */
export const adsOfCategory = (category: Pick<CategoryRow, 'id' | 'parentId'>) =>
  category.parentId === null ? eq(ads.categoryId, category.id) : eq(ads.subCategoryId, category.id);

/** What keeps a category (and its sub-categories) from being deleted: its ads and its filters. */
export async function usesOf(
  db: Reader,
  category: CategoryRow,
): Promise<{ ads: number; filters: number }> {
  const ids = [category.id, ...(await subCategoryIds(db, category.id))];
  // In turn: on a transaction, its one connection takes one statement at a time.
  const adRows = await db
    .select({ total: count() })
    .from(ads)
    .where(
      category.parentId === null
        ? inArray(ads.categoryId, ids)
        : eq(ads.subCategoryId, category.id),
    );
  const filterRows = await db
    .select({ total: count() })
    .from(filterDefinitions)
    .where(inArray(filterDefinitions.categoryId, ids));
  return { ads: adRows[0]?.total ?? 0, filters: filterRows[0]?.total ?? 0 };
}

type Counts = Map<number, { live: number; all: number }>;

/** Ads per category, live and all: by `category_id` for top levels, `sub_category_id` for subs. */
async function adCounts(db: Reader): Promise<{ top: Counts; sub: Counts }> {
  const columns = {
    live: sql<number>`count(*) filter (where ${activeAd})`.mapWith(Number),
    all: count(),
  };
  const [top, sub] = await Promise.all([
    db
      .select({ id: ads.categoryId, ...columns })
      .from(ads)
      .groupBy(ads.categoryId),
    db
      .select({ id: ads.subCategoryId, ...columns })
      .from(ads)
      .where(isNotNull(ads.subCategoryId))
      .groupBy(ads.subCategoryId),
  ]);
  const byId = (rows: { id: number | null; live: number; all: number }[]): Counts =>
    new Map(rows.flatMap((row) => (row.id === null ? [] : [[row.id, row]])));
  return { top: byId(top), sub: byId(sub) };
}

/** Every category, hidden ones too, as a tree in order, with its ads and filters counted. */
export async function listCategoryTree(db: Reader): Promise<ConsoleCategoryTree[]> {
  const [rows, counts, filters] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    adCounts(db),
    db
      .select({ id: filterDefinitions.categoryId, total: count() })
      .from(filterDefinitions)
      .groupBy(filterDefinitions.categoryId),
  ]);
  const filtersOf = new Map(filters.map((row) => [row.id, row.total]));
  const view = (row: CategoryRow): ConsoleCategory => {
    const ofAds = (row.parentId === null ? counts.top : counts.sub).get(row.id);
    return {
      id: row.id,
      parent_id: row.parentId,
      slug: row.slug,
      name_en: row.nameEn,
      name_ar: row.nameAr,
      icon: row.icon,
      position: row.position,
      hidden: row.hidden,
      live_ads: ofAds?.live ?? 0,
      all_ads: ofAds?.all ?? 0,
      filters: filtersOf.get(row.id) ?? 0,
    };
  };
  return rows
    .filter((row) => row.parentId === null)
    .map((top) => ({
      ...view(top),
      sub_categories: rows.filter((row) => row.parentId === top.id).map(view),
    }));
}
