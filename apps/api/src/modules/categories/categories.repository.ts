import type { Category, CategoryDetail, Lang } from '@souq/contracts';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';
import { localized } from '../../shared/localized.ts';

function columns(lang: Lang) {
  return {
    id: categories.id,
    name: localized(lang, categories.nameEn, categories.nameAr),
    icon: categories.icon,
  };
}

const parents = alias(categories, 'parents');

/**
 * A category the site shows (issue 47): not hidden by an admin, nor under a hidden top level.
 * Read with its parent joined as `parents`.
 */
const shown = and(
  eq(categories.hidden, false),
  or(isNull(categories.parentId), eq(parents.hidden, false)),
);

export function listTopCategories(db: Database, lang: Lang): Promise<Category[]> {
  return db
    .select(columns(lang))
    .from(categories)
    .where(and(isNull(categories.parentId), eq(categories.hidden, false)))
    .orderBy(asc(categories.position), asc(categories.id));
}

export function listSubCategories(db: Database, lang: Lang, parentId: number): Promise<Category[]> {
  return db
    .select(columns(lang))
    .from(categories)
    .where(and(eq(categories.parentId, parentId), eq(categories.hidden, false)))
    .orderBy(asc(categories.position), asc(categories.id));
}

/**
 * A category the site shows by its id, with the id and name of its parent; undefined when there
 * is none (or it is hidden).
 */
export async function findCategory(
  db: Database,
  lang: Lang,
  id: number,
): Promise<CategoryDetail | undefined> {
  const [row] = await db
    .select({
      ...columns(lang),
      parentId: parents.id,
      parentName: localized(lang, parents.nameEn, parents.nameAr),
    })
    .from(categories)
    .leftJoin(parents, eq(parents.id, categories.parentId))
    .where(and(eq(categories.id, id), shown));
  if (!row) return undefined;
  const { parentId, parentName, ...category } = row;
  return {
    ...category,
    parent: parentId === null || parentName === null ? null : { id: parentId, name: parentName },
  };
}

/** Whether the site shows the category (it exists and is not hidden, nor its top level). */
export async function categoryExists(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .leftJoin(parents, eq(parents.id, categories.parentId))
    .where(and(eq(categories.id, id), shown));
  return rows.length > 0;
}
