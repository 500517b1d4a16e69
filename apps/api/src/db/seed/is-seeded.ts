import type { Database } from '../client.ts';
import { categories } from '../schema/index.ts';

/** Kept apart from the seed itself so a normal start does not load the seed data and sharp. */
export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).limit(1);
  return rows.length > 0;
}
