import type { EntityType } from '@souq/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ads, stores, users } from '../../db/schema/index.ts';
import type { ContentTopic } from '../../shared/content-changes.ts';

const entityTables = { ad: ads, store: stores, user: users };

/** Whether the ad, store or user a review or rating is about exists. */
export async function entityExists(db: Database, type: EntityType, id: number): Promise<boolean> {
  const table = entityTables[type];
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return rows.length > 0;
}

/** The topic whose answers show the entity's reviews and ratings. */
export const entityTopic = (type: EntityType): ContentTopic => (type === 'ad' ? 'ads' : 'sellers');

/** The user an entity belongs to: the ad's publisher, the store's owner, the user themself. */
const ownerColumns = { ad: ads.userId, store: stores.ownerId, user: users.id };

/**
 * The entity's owner (undefined when it does not exist), locking its row until the transaction
 * ends: writers of the same entity's reviews, ratings or follows take turns, so counters computed
 * from the rows stay exact, and the entity (which reviews reference without a foreign key) is not
 * deleted meanwhile. `no key update` still lets foreign-key checks share the row: with `update`,
 * A following B while B follows A would deadlock.
 */
export async function lockEntityOwner(
  tx: Database,
  type: EntityType,
  id: number,
): Promise<number | undefined> {
  const table = entityTables[type];
  const [row] = await tx
    .select({ ownerId: ownerColumns[type] })
    .from(table)
    .where(eq(table.id, id))
    .for('no key update');
  return row?.ownerId;
}

/** Like `entityExists`, and locks the entity's row as `lockEntityOwner` does. */
export async function lockEntity(tx: Database, type: EntityType, id: number): Promise<boolean> {
  return (await lockEntityOwner(tx, type, id)) !== undefined;
}
