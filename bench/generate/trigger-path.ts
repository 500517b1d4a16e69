import { sql } from 'drizzle-orm';
import {
  ATTRIBUTE_COLUMNS,
  cloneAttributes,
  insertAds,
  insertImages,
  type Chunk,
  type ClonePlan,
  type Session,
} from './clone-rows.ts';

/**
 * One transaction a chunk, through the tables' triggers, as the app writes an ad: they fill the
 * filter index, its change log, the title vocabulary and the attribute words, and every index is
 * updated row by row. The way of PGlite, and the reference the bulk way is tested against.
 */
export async function generateWithTriggers(
  db: Session,
  plan: ClonePlan,
  chunks: Chunk[],
  onChunk: (chunk: Chunk) => void,
): Promise<void> {
  for (const chunk of chunks) {
    await db.transaction(async (tx) => {
      if (plan.skipForeignKeyChecks) {
        await tx.execute(sql`set local session_replication_role = replica`);
      }
      await insertAds(tx, plan, chunk);
      await insertImages(tx, plan, chunk);
      await tx.execute(
        sql`insert into ad_attributes (${ATTRIBUTE_COLUMNS}) ${cloneAttributes(plan, chunk)}`,
      );
    });
    onChunk(chunk);
  }
}
