import type { EntityType } from '@souq/contracts';
import { and, eq, not } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ads, stores, users } from '../../db/schema/index.ts';
import { heldAd } from '../ads/live-ad.ts';

const entityTables = { ad: ads, store: stores, user: users };

/** Whether the ad, store or user a review or rating is about exists. */
export async function entityExists(db: Database, type: EntityType, id: number): Promise<boolean> {
  const table = entityTables[type];
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return rows.length > 0;
}

/** The user an entity belongs to: the ad's publisher, the store's owner, the user themself. */
const ownerColumns = { ad: ads.userId, store: stores.ownerId, user: users.id };

/**
 * What may be liked, favourited, rated or reviewed: not an ad moderators hold (pending, hidden
 * or rejected, issue 42), which nobody but its seller sees.
 */
const engageable = { ad: not(heldAd), store: undefined, user: undefined };

/** Whether the ad exists and may be liked or favourited (`engageable`). */
export async function adEngageable(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: ads.id })
    .from(ads)
    .where(and(eq(ads.id, id), engageable.ad));
  return rows.length > 0;
}

/**
 * The entity's owner (undefined when it does not exist or may not be rated or reviewed, see
 * `engageable`), locking its row until the transaction
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
    .where(and(eq(table.id, id), engageable[type]))
    .for('no key update');
  return row?.ownerId;
}

/** Like `entityExists`, and locks the entity's row as `lockEntityOwner` does. */
export async function lockEntity(tx: Database, type: EntityType, id: number): Promise<boolean> {
  return (await lockEntityOwner(tx, type, id)) !== undefined;
}
