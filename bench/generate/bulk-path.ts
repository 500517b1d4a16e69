import { sql } from 'drizzle-orm';
import {
  ATTRIBUTE_COLUMNS,
  chunkIds,
  cloneAttributes,
  createSources,
  insertAds,
  insertImages,
  type Chunk,
  type ClonePlan,
  type Session,
} from './clone-rows.ts';
import { writeCloneFacts, writeDerivedRows } from './derived-rows.ts';
import {
  assertKnownTriggers,
  readTableState,
  restoreTables,
  takeTablesApart,
} from './table-state.ts';

/**
 * PostgreSQL's bulk way, over several sessions at once: the written tables' triggers off and
 * their secondary indexes dropped (their state saved in the database first), the chunks inserted
 * each in a transaction of its own with what the triggers would have written (derived-rows.ts),
 * then the indexes built again and the triggers turned back on as they were, also when a chunk
 * fails or `on.stop` asks to stop (after the chunks under way). A run that dies meanwhile leaves
 * whole chunks and the saved state: the next run of bench:generate restores the tables first.
 */
export async function generateInBulk(
  sessions: Session[],
  plan: ClonePlan,
  chunks: Chunk[],
  on: { chunk: (chunk: Chunk) => void; indexes: (seconds: number) => void; stop: AbortSignal },
): Promise<void> {
  const [db] = sessions;
  if (!db) throw new Error('no session');
  const state = await readTableState(db);
  assertKnownTriggers(state);
  // Read through the indexes, before they go.
  for (const session of sessions) {
    await createSources(session);
    await writeCloneFacts(session);
  }
  await takeTablesApart(db, state);
  const queue = [...chunks];
  let failing = false;
  const results = await Promise.allSettled(
    sessions.map(async (session) => {
      while (!failing && !on.stop.aborted) {
        const chunk = queue.shift();
        if (!chunk) return;
        try {
          await insertChunk(session, plan, chunk);
        } catch (error) {
          failing = true;
          throw error;
        }
        on.chunk(chunk);
      }
    }),
  );
  const failed = results.find(
    (result): result is PromiseRejectedResult => result.status === 'rejected',
  );
  if (failed) console.error('a chunk failed: the tables are restored before stopping');
  const started = performance.now();
  // Memory for the index builds (GIN above all).
  for (const session of sessions) {
    await session.execute(sql`set maintenance_work_mem = '512MB'`);
  }
  await restoreTables(sessions, state);
  on.indexes((performance.now() - started) / 1000);
  if (failed) throw failed.reason;
}

async function insertChunk(db: Session, plan: ClonePlan, chunk: Chunk): Promise<void> {
  const { low, high } = chunkIds(plan, chunk);
  await db.transaction(async (tx) => {
    if (plan.skipForeignKeyChecks) {
      await tx.execute(sql`set local session_replication_role = replica`);
    }
    await insertAds(tx, plan, chunk, true);
    await insertImages(tx, plan, chunk);
    await tx.execute(
      sql`insert into ad_attributes (${ATTRIBUTE_COLUMNS}) ${cloneAttributes(plan, chunk)}`,
    );
    await writeDerivedRows(tx, plan, low, high);
  });
}
