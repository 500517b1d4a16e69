import type {
  CategoryNamesBody,
  CategoryOrderBody,
  NewCategory,
  SavedCategory,
} from '@souq/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ads, categories, stores } from '../../db/schema/index.ts';
import { listedTag, type ContentTag } from '../../shared/content-changes.ts';
import { uniqueViolation } from '../../shared/db-errors.ts';
import { FieldError, HttpError, notFound } from '../../shared/errors.ts';
import { writeLog, type Actor } from '../moderation/moderation-log.ts';
import {
  adsOfCategory,
  findCategoryRow,
  levelIds,
  nextPosition,
  savedView,
  slugTaken,
  subCategoryIds,
  usesOf,
  type CategoryRow,
} from './categories.repository.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A change made: what it answers, and what it announces once committed. */
export type CategoryChange<T = SavedCategory> = { data: T; changed: ContentTag[] };

/** The picture of a new top-level category until an admin gives it one of its own. */
const DEFAULT_ICON = '/media/icons/services.webp';

/** The lists that show a category's ads: its own, and its top-level category's. */
function listedOf(category: Pick<CategoryRow, 'id' | 'parentId'>): ContentTag[] {
  return category.parentId === null
    ? [listedTag(category.id)]
    : [listedTag(category.id), listedTag(category.parentId)];
}

async function requireRow(tx: Transaction, id: number): Promise<CategoryRow> {
  const row = await findCategoryRow(tx, id);
  if (!row) throw notFound();
  return row;
}

/** A parent must be a top-level category: the tree has two levels. */
async function requireParent(tx: Transaction, parentId: number): Promise<CategoryRow> {
  const parent = await findCategoryRow(tx, parentId);
  if (parent === undefined || parent.parentId !== null) {
    throw new FieldError({ parent_id: 'category_parent_unknown' });
  }
  return parent;
}

export async function createCategory(
  db: Database,
  body: NewCategory,
  actor: Actor,
): Promise<CategoryChange> {
  try {
    return await db.transaction(async (tx) => {
      const parent = body.parent_id === null ? null : await requireParent(tx, body.parent_id);
      if (await slugTaken(tx, body.slug)) throw new FieldError({ slug: 'category_slug_taken' });
      const [row] = await tx
        .insert(categories)
        .values({
          parentId: parent?.id ?? null,
          slug: body.slug,
          nameEn: body.name_en,
          nameAr: body.name_ar,
          icon: parent?.icon ?? DEFAULT_ICON,
          position: await nextPosition(tx, parent?.id ?? null),
        })
        .returning();
      if (!row) throw new Error('category not inserted');
      const data = savedView(row);
      await writeLog(tx, {
        actor,
        action: 'category.create',
        target: 'category',
        targetId: row.id,
        after: data,
      });
      return { data, changed: ['catalog'] };
    });
  } catch (error) {
    // Another admin took the slug between the check and the insert.
    if (uniqueViolation(error) !== undefined) throw new FieldError({ slug: 'category_slug_taken' });
    throw error;
  }
}

/** Writes `values` on the category with its audit line (`action`), in one transaction. */
function updateCategory(
  db: Database,
  id: number,
  audit: { action: string; actor: Actor },
  values: (
    row: CategoryRow,
    tx: Transaction,
  ) => Promise<Partial<CategoryRow>> | Partial<CategoryRow>,
): Promise<CategoryChange & { before: CategoryRow }> {
  return db.transaction(async (tx) => {
    const before = await requireRow(tx, id);
    const [after] = await tx
      .update(categories)
      .set(await values(before, tx))
      .where(eq(categories.id, id))
      .returning();
    if (!after) throw notFound();
    const data = savedView(after);
    await writeLog(tx, {
      ...audit,
      target: 'category',
      targetId: id,
      before: savedView(before),
      after: data,
    });
    return { data, before, changed: ['catalog', ...listedOf(before), ...listedOf(after)] };
  });
}

export function renameCategory(db: Database, id: number, names: CategoryNamesBody, actor: Actor) {
  return updateCategory(db, id, { action: 'category.rename', actor }, () => ({
    nameEn: names.name_en,
    nameAr: names.name_ar,
  }));
}

export function setCategoryHidden(db: Database, id: number, hidden: boolean, actor: Actor) {
  return updateCategory(
    db,
    id,
    { action: hidden ? 'category.hide' : 'category.show', actor },
    () => ({ hidden }),
  );
}

/** Gives the category its picture (the path `icon` serves it at); answers the one it had. */
export function setCategoryIcon(db: Database, id: number, icon: string, actor: Actor) {
  return updateCategory(db, id, { action: 'category.picture', actor }, () => ({ icon }));
}

/**
 * Moves a category under another top-level category (or to the top level, `null`), last of its
 * new level. Its ads follow it, so that an ad's `category_id` stays the top level of its
 * `sub_category_id`.
 */
export function moveCategory(db: Database, id: number, parentId: number | null, actor: Actor) {
  return updateCategory(db, id, { action: 'category.move', actor }, async (row, tx) => {
    if (parentId === id) throw new FieldError({ parent_id: 'category_parent_self' });
    if (parentId !== null) {
      await requireParent(tx, parentId);
      if ((await subCategoryIds(tx, id)).length > 0) {
        throw new FieldError({ parent_id: 'category_parent_has_children' });
      }
    }
    if (parentId === row.parentId) return { parentId };
    // Its ads: a sub-category's are `sub_category_id = id`, a top level's `category_id = id`.
    await tx
      .update(ads)
      .set(
        parentId === null
          ? { categoryId: id, subCategoryId: null }
          : { categoryId: parentId, subCategoryId: id },
      )
      .where(adsOfCategory(row));
    return { parentId, position: await nextPosition(tx, parentId) };
  });
}

/** Puts a level's categories in the order given: every one of them, each once. */
export async function reorderCategories(
  db: Database,
  order: CategoryOrderBody,
  actor: Actor,
): Promise<CategoryChange<number[]>> {
  return db.transaction(async (tx) => {
    if (order.parent_id !== null) await requireParent(tx, order.parent_id);
    const before = await levelIds(tx, order.parent_id);
    const given = new Set(order.ids);
    if (
      given.size !== order.ids.length ||
      given.size !== before.length ||
      !before.every((id) => given.has(id))
    ) {
      throw new FieldError({ ids: 'category_order_mismatch' });
    }
    for (const [position, id] of order.ids.entries()) {
      await tx.update(categories).set({ position }).where(eq(categories.id, id));
    }
    await writeLog(tx, {
      actor,
      action: 'category.reorder',
      target: 'category',
      targetId: order.parent_id,
      before,
      after: order.ids,
    });
    return { data: order.ids, changed: ['catalog'] };
  });
}

/**
 * Deletes a category and its sub-categories when none holds an ad (whatever its state) and
 * none has filters: 409 otherwise, the admin hides it instead. Stores that named it as their
 * field are left without one.
 */
export async function deleteCategory(
  db: Database,
  id: number,
  actor: Actor,
): Promise<CategoryChange<null>> {
  return db.transaction(async (tx) => {
    const row = await requireRow(tx, id);
    const uses = await usesOf(tx, row);
    if (uses.ads > 0 || uses.filters > 0) {
      throw new HttpError(409, 'category_in_use', {
        ads: String(uses.ads),
        filters: String(uses.filters),
      });
    }
    const subs = await subCategoryIds(tx, id);
    await tx
      .update(stores)
      .set({ categoryId: null })
      .where(inArray(stores.categoryId, [id, ...subs]));
    await tx.delete(categories).where(inArray(categories.id, [id, ...subs]));
    await writeLog(tx, {
      actor,
      action: 'category.delete',
      target: 'category',
      targetId: id,
      before: { ...savedView(row), sub_categories: subs },
    });
    return { data: null, changed: ['catalog', ...listedOf(row)] };
  });
}

/**
 * Moves every ad of a category (a top level's: with its sub-categories') to another category in
 * one statement: to a top level (no sub-category) or to a sub-category (its top level with it).
 * The triggers of migration 0004 keep `ad_filter_index` in step in the same transaction.
 */
export async function moveCategoryAds(
  db: Database,
  id: number,
  targetId: number,
  actor: Actor,
): Promise<CategoryChange<{ moved: number }>> {
  return db.transaction(async (tx) => {
    const source = await requireRow(tx, id);
    if (targetId === id) throw new FieldError({ target_id: 'category_target_same' });
    const target = await findCategoryRow(tx, targetId);
    if (!target) throw new FieldError({ target_id: 'category_target_unknown' });
    const moved = await tx
      .update(ads)
      .set(
        target.parentId === null
          ? { categoryId: target.id, subCategoryId: null }
          : { categoryId: target.parentId, subCategoryId: target.id },
      )
      .where(adsOfCategory(source))
      .returning({ id: ads.id });
    const subs = source.parentId === null ? await subCategoryIds(tx, id) : [];
    await writeLog(tx, {
      actor,
      action: 'category.move_ads',
      target: 'category',
      targetId: id,
      before: { category_id: id, ads: moved.length },
      after: { category_id: target.id, parent_id: target.parentId },
    });
    return {
      data: { moved: moved.length },
      changed: ['catalog', ...listedOf(source), ...subs.map(listedTag), ...listedOf(target)],
    };
  });
}
