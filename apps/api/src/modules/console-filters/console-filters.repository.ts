import type {
  ConsoleCategoryFilters,
  ConsoleFilter,
  ConsoleFilterBody,
  FilterOptionInput,
} from '@souq/contracts';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, filterDefinitions, type FilterOption } from '../../db/schema/index.ts';
import { FieldError, HttpError, notFound } from '../../shared/errors.ts';
import type { Transaction } from '../moderation/account-restrictions.repository.ts';
import { writeLog, type Actor } from '../moderation/moderation-log.ts';
import { rewriteAnswers } from './filter-answers.ts';
import { filterUsage, ofCategory, ofFilter } from './filter-usage.repository.ts';
import { consoleFilterOf, optionsOf, storedValues } from './filter-values.ts';

type Reader = Database | Transaction;
type FilterRow = typeof filterDefinitions.$inferSelect;

/** What a write changed: the category whose filters changed, and the ads whose answers did. */
export type FilterWrite<T> = { data: T; categoryId: number; adIds: number[] };

async function categoryRow(db: Reader, id: number) {
  const [row] = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      nameEn: categories.nameEn,
      nameAr: categories.nameAr,
    })
    .from(categories)
    .where(eq(categories.id, id));
  if (!row) throw notFound();
  return row;
}

/** Filters are written on a top-level category only: its sub-categories share them. */
async function requireTopCategory(tx: Transaction, id: number): Promise<void> {
  const row = await categoryRow(tx, id);
  if (row.parentId !== null) throw new HttpError(409, 'filter_top_category');
}

/** The category's filter, locked until the transaction ends: edits of one filter queue. */
async function lockFilter(tx: Transaction, categoryId: number, filterId: number) {
  const [row] = await tx
    .select()
    .from(filterDefinitions)
    .where(and(eq(filterDefinitions.id, filterId), eq(filterDefinitions.categoryId, categoryId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

async function filterView(db: Reader, row: FilterRow): Promise<ConsoleFilter> {
  return consoleFilterOf(row, await filterUsage(db, ofFilter(row.id)));
}

/** A category's filters (its top-level category's, for a sub-category), in order, with usage. */
export async function listCategoryFilters(
  db: Database,
  categoryId: number,
): Promise<ConsoleCategoryFilters> {
  const category = await categoryRow(db, categoryId);
  const topId = category.parentId ?? category.id;
  const [rows, usage] = await Promise.all([
    db
      .select()
      .from(filterDefinitions)
      .where(eq(filterDefinitions.categoryId, topId))
      .orderBy(asc(filterDefinitions.position), asc(filterDefinitions.id)),
    filterUsage(db, ofCategory(topId)),
  ]);
  return {
    category: {
      id: category.id,
      name_en: category.nameEn,
      name_ar: category.nameAr,
      top_id: topId,
    },
    filters: rows.map((row) => consoleFilterOf(row, usage)),
  };
}

const optionOf = ({ en, ar }: FilterOptionInput): FilterOption => ({ en, ar });

export async function createFilter(
  db: Database,
  categoryId: number,
  body: ConsoleFilterBody,
  actor: Actor,
): Promise<FilterWrite<ConsoleFilter>> {
  return db.transaction(async (tx) => {
    await requireTopCategory(tx, categoryId);
    const [last] = await tx
      .select({ position: max(filterDefinitions.position) })
      .from(filterDefinitions)
      .where(eq(filterDefinitions.categoryId, categoryId));
    const [row] = await tx
      .insert(filterDefinitions)
      .values({
        categoryId,
        nameEn: body.name_en,
        nameAr: body.name_ar,
        type: body.type,
        values: storedValues(body, body.options.map(optionOf)),
        required: body.required,
        position: (last?.position ?? -1) + 1,
      })
      .returning();
    if (!row) throw new Error('filter not inserted');
    const data = await filterView(tx, row);
    await writeLog(tx, {
      actor,
      action: 'filter.add',
      target: 'filter',
      targetId: row.id,
      after: data,
    });
    return { data, categoryId, adIds: [] };
  });
}

/**
 * What an edit does to the options: each new option names the old one it continues (by `was`,
 * else by its English label), the old ones named by none are removed, and the answers of the
 * renamed ones follow their new labels.
 */
function planOptions(old: FilterOption[], next: FilterOptionInput[]) {
  const byEn = new Map(old.map((option) => [option.en, option]));
  const claimed = new Map<number, string>();
  next.forEach((option, index) => {
    if (option.was !== undefined && byEn.has(option.was)) claimed.set(index, option.was);
  });
  const taken = new Set(claimed.values());
  next.forEach((option, index) => {
    if (!claimed.has(index) && byEn.has(option.en) && !taken.has(option.en)) {
      claimed.set(index, option.en);
      taken.add(option.en);
    }
  });
  const renamed = new Map<string, FilterOption>();
  for (const [index, was] of claimed) {
    const option = next[index];
    const before = byEn.get(was);
    if (option && before && (option.en !== before.en || option.ar !== before.ar)) {
      renamed.set(was, optionOf(option));
    }
  }
  return { removed: old.filter((option) => !taken.has(option.en)), renamed };
}

function refuseUsedOption(option: string, ads: number): never {
  throw new HttpError(409, 'filter_option_in_use', { ads: String(ads), option });
}

export async function updateFilter(
  db: Database,
  ids: { categoryId: number; filterId: number },
  body: ConsoleFilterBody,
  actor: Actor,
): Promise<FilterWrite<ConsoleFilter>> {
  return db.transaction(async (tx) => {
    await requireTopCategory(tx, ids.categoryId);
    const row = await lockFilter(tx, ids.categoryId, ids.filterId);
    const before = await filterView(tx, row);
    if (body.type !== row.type && (row.isPrice || before.ads > 0)) {
      throw new HttpError(409, 'filter_type_in_use');
    }
    const plan =
      body.type === row.type
        ? planOptions(optionsOf(row.values), body.options)
        : { removed: [], renamed: new Map<string, FilterOption>() };
    for (const option of plan.removed) {
      const ads = before.options.find((used) => used.en === option.en)?.ads ?? 0;
      if (ads > 0) refuseUsedOption(option.en, ads);
    }
    const [updated] = await tx
      .update(filterDefinitions)
      .set({
        nameEn: body.name_en,
        nameAr: body.name_ar,
        type: body.type,
        values: storedValues(body, body.options.map(optionOf)),
        required: body.required,
      })
      .where(eq(filterDefinitions.id, row.id))
      .returning();
    if (!updated) throw notFound();
    const adIds = await rewriteAnswers(tx, row.id, plan.renamed);
    if (row.nameEn !== body.name_en || row.nameAr !== body.name_ar) {
      // The answers carry the filter's name, which the ads' pages show.
      await tx.execute(sql`
        update ad_attributes set name_en = ${body.name_en}, name_ar = ${body.name_ar}
        where filter_id = ${row.id}`);
    }
    const data = await filterView(tx, updated);
    await writeLog(tx, {
      actor,
      action: 'filter.update',
      target: 'filter',
      targetId: row.id,
      before,
      after: { ...data, answers_rewritten: adIds.length },
    });
    return { data, categoryId: ids.categoryId, adIds };
  });
}

/**
 * Deletes a filter. Ads that answer it keep their answers on their pages (no longer tied to a
 * filter, so no longer filtered by): refused unless `confirmed`, saying how many they are.
 */
export async function removeFilter(
  db: Database,
  ids: { categoryId: number; filterId: number },
  confirmed: boolean,
  actor: Actor,
): Promise<FilterWrite<null>> {
  return db.transaction(async (tx) => {
    const row = await lockFilter(tx, ids.categoryId, ids.filterId);
    const before = await filterView(tx, row);
    if (before.ads > 0 && !confirmed) {
      throw new HttpError(409, 'filter_in_use', { ads: String(before.ads) });
    }
    const { rows } = await tx.execute<{ ad_id: number }>(
      sql`select distinct ad_id from ad_attributes where filter_id = ${row.id}`,
    );
    // The answers' `filter_id` becomes null (its foreign key), which their triggers index.
    await tx.delete(filterDefinitions).where(eq(filterDefinitions.id, row.id));
    await writeLog(tx, {
      actor,
      action: 'filter.remove',
      target: 'filter',
      targetId: row.id,
      before,
      after: null,
    });
    return { data: null, categoryId: ids.categoryId, adIds: rows.map((r) => r.ad_id) };
  });
}

export async function reorderFilters(
  db: Database,
  categoryId: number,
  order: number[],
  actor: Actor,
): Promise<FilterWrite<null>> {
  return db.transaction(async (tx) => {
    await requireTopCategory(tx, categoryId);
    const rows = await tx
      .select({ id: filterDefinitions.id })
      .from(filterDefinitions)
      .where(eq(filterDefinitions.categoryId, categoryId))
      .orderBy(asc(filterDefinitions.position), asc(filterDefinitions.id))
      .for('update');
    const current = rows.map((row) => row.id);
    const same =
      new Set(order).size === order.length &&
      order.length === current.length &&
      order.every((id) => current.includes(id));
    if (!same) throw new FieldError({ ids: 'filter_order_mismatch' });
    for (const [position, id] of order.entries()) {
      await tx.update(filterDefinitions).set({ position }).where(eq(filterDefinitions.id, id));
    }
    await writeLog(tx, {
      actor,
      action: 'filters.reorder',
      target: 'category',
      targetId: categoryId,
      before: { ids: current },
      after: { ids: order },
    });
    return { data: null, categoryId, adIds: [] };
  });
}

/**
 * Removes an option of a choice filter. The ads that answer it move to `merge_into` (another
 * option of the filter), their answers and index rows rewritten in this transaction; without
 * it, an option in use is refused with the number of ads that use it.
 */
export async function removeOption(
  db: Database,
  ids: { categoryId: number; filterId: number },
  body: { option: string; merge_into: string | null },
  actor: Actor,
): Promise<FilterWrite<ConsoleFilter> & { moved: number; into: string | null }> {
  return db.transaction(async (tx) => {
    const row = await lockFilter(tx, ids.categoryId, ids.filterId);
    const options = optionsOf(row.values);
    const option = options.find((item) => item.en === body.option);
    if (!option) throw new FieldError({ option: 'filter_option_unknown' });
    // A choice filter keeps one option at least: the post form asks to choose one.
    if (options.length === 1) throw new FieldError({ option: 'filter_options_required' });
    const into =
      body.merge_into === null ? undefined : options.find((item) => item.en === body.merge_into);
    if (body.merge_into !== null) {
      if (body.merge_into === body.option)
        throw new FieldError({ merge_into: 'filter_merge_same' });
      if (!into) throw new FieldError({ merge_into: 'filter_option_unknown' });
    }
    const before = await filterView(tx, row);
    const used = before.options.find((item) => item.en === option.en)?.ads ?? 0;
    if (used > 0 && !into) refuseUsedOption(option.en, used);
    const adIds = into ? await rewriteAnswers(tx, row.id, new Map([[option.en, into]])) : [];
    const remaining = options.filter((item) => item !== option);
    const [updated] = await tx
      .update(filterDefinitions)
      .set({
        values: storedValues({ type: row.type, min: null, max: null }, remaining),
      })
      .where(eq(filterDefinitions.id, row.id))
      .returning();
    if (!updated) throw notFound();
    const data = await filterView(tx, updated);
    await writeLog(tx, {
      actor,
      action: into ? 'filter.option_merge' : 'filter.option_remove',
      target: 'filter',
      targetId: row.id,
      before,
      after: { ...data, removed: option, merged_into: into ?? null, ads_moved: adIds.length },
    });
    return { data, categoryId: ids.categoryId, adIds, moved: adIds.length, into: into?.en ?? null };
  });
}
