import type { Category, CategoryDetail, Lang } from '@souq/contracts';
import { asc, eq, isNull } from 'drizzle-orm';
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

export function listTopCategories(db: Database, lang: Lang): Promise<Category[]> {
  return db
    .select(columns(lang))
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(asc(categories.position), asc(categories.id));
}

export function listSubCategories(db: Database, lang: Lang, parentId: number): Promise<Category[]> {
  return db
    .select(columns(lang))
    .from(categories)
    .where(eq(categories.parentId, parentId))
    .orderBy(asc(categories.position), asc(categories.id));
}

/** A category by its id, with the id and name of its parent; undefined when there is none. */
export async function findCategory(
  db: Database,
  lang: Lang,
  id: number,
): Promise<CategoryDetail | undefined> {
  const parents = alias(categories, 'parents');
  const [row] = await db
    .select({
      ...columns(lang),
      parentId: parents.id,
      parentName: localized(lang, parents.nameEn, parents.nameAr),
    })
    .from(categories)
    .leftJoin(parents, eq(parents.id, categories.parentId))
    .where(eq(categories.id, id));
  if (!row) return undefined;
  const { parentId, parentName, ...category } = row;
  return {
    ...category,
    parent: parentId === null || parentName === null ? null : { id: parentId, name: parentName },
  };
}

export async function categoryExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return rows.length > 0;
}
