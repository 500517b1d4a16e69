import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { conversationReports, userBlocks, users } from '../../db/schema/index.ts';
import type { ChatMessage } from '@souq/contracts';

/** Who blocked whom between the user and the other person. */
export async function blocksBetween(db: Database, userId: number, otherId: number) {
  const rows = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, otherId)),
        and(eq(userBlocks.blockerId, otherId), eq(userBlocks.blockedId, userId)),
      ),
    );
  return {
    byMe: rows.some((row) => row.blockerId === userId),
    byThem: rows.some((row) => row.blockerId === otherId),
  };
}

export async function userExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

export async function blockUser(db: Database, blockerId: number, blockedId: number) {
  await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function unblockUser(db: Database, blockerId: number, blockedId: number) {
  await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}

export async function insertReport(
  db: Database,
  report: { conversationId: number; reporterId: number; reason: string; messages: ChatMessage[] },
) {
  await db.insert(conversationReports).values({
    conversationId: report.conversationId,
    reporterId: report.reporterId,
    reason: report.reason,
    messages: report.messages.map(({ id, sender_id, body, picture, created_at }) => ({
      id,
      sender_id,
      body,
      picture: picture?.src ?? null,
      created_at,
    })),
  });
}
