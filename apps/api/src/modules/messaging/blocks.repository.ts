import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userBlocks, users } from '../../db/schema/index.ts';
import type { ChatMessage, ReportReason } from '@souq/contracts';
import { addReport } from '../reports/reports.service.ts';

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

/**
 * Reports the conversation to the moderators' queue with a copy of its latest messages (the
 * reporter's evidence, readable whatever happens to the conversation later); 409 while the
 * reporter's earlier report of it is open.
 */
export async function insertReport(
  db: Database,
  report: {
    conversationId: number;
    reporterId: number;
    /** The other person of the conversation (null when their account is deleted). */
    otherId: number | null;
    body: { reason: ReportReason; note: string };
    messages: ChatMessage[];
  },
): Promise<void> {
  await addReport(db, {
    target: 'conversation',
    targetId: report.conversationId,
    subjectUserId: report.otherId,
    reporterId: report.reporterId,
    reason: report.body.reason,
    note: report.body.note,
    evidence: {
      kind: 'conversation',
      messages: report.messages.map(({ id, sender_id, body, picture, created_at }) => ({
        id,
        sender_id,
        body,
        picture: picture?.src ?? null,
        created_at,
      })),
    },
  });
}
