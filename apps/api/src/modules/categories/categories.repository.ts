import type { Category, Lang } from '@souq/contracts';
import { asc, eq, isNull } from 'drizzle-orm';
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

export async function categoryExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return rows.length > 0;
}
