import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { categories, filterDefinitions, type FilterOption } from '../../db/schema/index.ts';

/** A category an ad list is narrowed to; filters are defined on its top-level category. */
export type CategoryScope = { id: number; topId: number; isTopLevel: boolean };

/**
 * The scope of a category the site shows; undefined for an unknown one, or one an admin hid (or
 * whose top level they hid, issue 47): its lists, searches and filters answer 404.
 */
export async function findCategoryScope(
  db: Database,
  id: number,
): Promise<CategoryScope | undefined> {
  const parents = alias(categories, 'parents');
  const [row] = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .leftJoin(parents, eq(parents.id, categories.parentId))
    .where(
      and(
        eq(categories.id, id),
        eq(categories.hidden, false),
        or(isNull(categories.parentId), eq(parents.hidden, false)),
      ),
    );
  if (!row) return undefined;
  return { id: row.id, topId: row.parentId ?? row.id, isTopLevel: row.parentId === null };
}

export type FilterDefinitionRow = Awaited<ReturnType<typeof listFilterDefinitions>>[number];

/** The filters of a top-level category, in the order the filter modal shows them. */
export function listFilterDefinitions(db: Database, categoryId: number) {
  return db
    .select({
      id: filterDefinitions.id,
      nameEn: filterDefinitions.nameEn,
      nameAr: filterDefinitions.nameAr,
      type: filterDefinitions.type,
      values: filterDefinitions.values,
      required: filterDefinitions.required,
      isPrice: filterDefinitions.isPrice,
    })
    .from(filterDefinitions)
    .where(eq(filterDefinitions.categoryId, categoryId))
    .orderBy(asc(filterDefinitions.position), asc(filterDefinitions.id));
}

/** Choice filters list bilingual options; a range lists its bounds as numbers. */
export function isOptionList(values: FilterOption[] | number[]): values is FilterOption[] {
  return values.every((item) => typeof item === 'object');
}
