import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userInterests } from '../../db/schema/index.ts';

/** The tag ids the user follows, in id order. */
export async function interestIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ tagId: userInterests.tagId })
    .from(userInterests)
    .where(eq(userInterests.userId, userId))
    .orderBy(asc(userInterests.tagId));
  return rows.map((row) => row.tagId);
}

/** Replaces the user's interests with `tagIds` (known tags, no repeats) in one transaction. */
export async function replaceInterests(db: Database, userId: number, tagIds: number[]) {
  await db.transaction(async (tx) => {
    await tx.delete(userInterests).where(eq(userInterests.userId, userId));
    if (tagIds.length > 0) {
      await tx.insert(userInterests).values(tagIds.map((tagId) => ({ userId, tagId })));
    }
  });
}
