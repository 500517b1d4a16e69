import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';

/** The sub-categories of a category, whose lists its filters narrow too. */
export async function subCategoryIds(db: Database, categoryId: number): Promise<number[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.parentId, categoryId));
  return rows.map((row) => row.id);
}
