import type { ReportTarget } from '@souq/contracts';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { reports } from '../../db/schema/index.ts';
import type { Transaction } from './account-restrictions.repository.ts';

/** The reports of one target. */
export const reportsOfTarget = (target: ReportTarget, targetId: number) =>
  and(eq(reports.target, target), eq(reports.targetId, targetId));

/** The reports about one person: of their ads, their profile and their conversations. */
export const reportsAboutUser = (userId: number) => eq(reports.subjectUserId, userId);

/** The reports about how one person behaves: of their profile and of their conversations. */
export const reportsOfConduct = (userId: number) =>
  and(eq(reports.subjectUserId, userId), inArray(reports.target, ['user', 'conversation']));

/**
 * Closes the open reports `which` selects, as `dismissed` (unfounded) or `actioned` (a
 * moderator acted on their target): answers how many.
 */
export async function closeOpenReports(
  tx: Transaction,
  which: SQL | undefined,
  state: 'dismissed' | 'actioned',
  decidedBy: number | null,
  now: Date,
): Promise<number> {
  const closed = await tx
    .update(reports)
    .set({ state, decidedAt: now, decidedBy })
    .where(and(eq(reports.state, 'open'), which))
    .returning({ id: reports.id });
  return closed.length;
}
