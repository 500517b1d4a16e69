import type { EntityType } from '@souq/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ads, stores, users } from '../../db/schema/index.ts';

/** Whether the ad, store or user a review or rating is about exists. */
export async function entityExists(db: Database, type: EntityType, id: number): Promise<boolean> {
  const table = { ad: ads, store: stores, user: users }[type];
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return rows.length > 0;
}
