import { AD_STATUSES, type AdStatus, type StaffUserDetail } from '@souq/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ads, reports, users } from '../../db/schema/index.ts';
import { toReportEntry } from './report-entry.ts';
import { staffViewColumns, toStaffView } from './staff-view.ts';

/** The reports listed with a person: the latest ones (all are in the queue and the audit log). */
const REPORTS_SHOWN = 50;

/** An active ad past its expiry counts as `expired`, as its owner sees it. */
const shownStatus = sql<AdStatus>`case when ${ads.status} = 'active' and ${ads.expiresAt} <= now() then 'expired' else ${ads.status}::text end`;

/** A person as staff see them: their account, ads by status and the reports about them. */
export async function loadUserDetail(
  db: Database,
  userId: number,
): Promise<StaffUserDetail | undefined> {
  const [user] = await db
    .select({
      ...staffViewColumns,
      staffRole: users.staffRole,
      phoneVerifiedAt: users.phoneVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return undefined;
  const reporter = sql<
    string | null
  >`(select name from users r where r.id = ${reports.reporterId})`;
  const [byStatus, [open], latest] = await Promise.all([
    db
      .select({ status: shownStatus, n: count() })
      .from(ads)
      .where(eq(ads.userId, userId))
      .groupBy(shownStatus),
    db
      .select({ n: count() })
      .from(reports)
      .where(and(eq(reports.subjectUserId, userId), eq(reports.state, 'open'))),
    db
      .select({
        id: reports.id,
        target: reports.target,
        targetId: reports.targetId,
        reporterId: reports.reporterId,
        reporterName: reporter,
        reason: reports.reason,
        note: reports.note,
        state: reports.state,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .where(eq(reports.subjectUserId, userId))
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(REPORTS_SHOWN),
  ]);
  const counts = new Map(byStatus.map((row) => [row.status, row.n]));
  return {
    user: toStaffView(user),
    staff_role: user.staffRole,
    phone_verified: user.phoneVerifiedAt !== null,
    ads_by_status: AD_STATUSES.flatMap((status) => {
      const n = counts.get(status);
      return n === undefined ? [] : [{ status, count: n }];
    }),
    open_reports: open?.n ?? 0,
    reports: latest.map((row) => ({
      ...toReportEntry(row),
      target: row.target,
      target_id: row.targetId,
    })),
  };
}
