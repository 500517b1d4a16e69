import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { favorites, likes } from '../../db/schema/index.ts';

/**
 * Flips the user's like or favourite of an ad. Concurrent toggles never fail on the primary key:
 * the insert skips a row another request has just added, and `delta` is what really changed
 * (-1, 0 or 1), so a counter adjusted by it stays exact.
 */
export async function toggleAdRow(
  tx: Database,
  table: typeof likes | typeof favorites,
  userId: number,
  adId: number,
): Promise<{ on: boolean; delta: number }> {
  const removed = await tx
    .delete(table)
    .where(and(eq(table.userId, userId), eq(table.adId, adId)))
    .returning({ adId: table.adId });
  if (removed.length > 0) return { on: false, delta: -1 };
  const added = await tx
    .insert(table)
    .values({ userId, adId })
    .onConflictDoNothing()
    .returning({ adId: table.adId });
  return { on: true, delta: added.length };
}
