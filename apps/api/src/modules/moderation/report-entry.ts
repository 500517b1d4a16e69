import type { ReportReason, ReportState, reportEntry } from '@souq/contracts';
import type * as z from 'zod';

type ReportEntryRow = {
  id: number;
  reporterId: number | null;
  reporterName: string | null;
  reason: ReportReason;
  note: string;
  state: ReportState;
  createdAt: Date;
};

/** One report as the console shows it: the reporter goes with their account (null once deleted). */
export function toReportEntry(row: ReportEntryRow): z.infer<typeof reportEntry> {
  return {
    id: row.id,
    reporter:
      row.reporterId === null || row.reporterName === null
        ? null
        : { id: row.reporterId, name: row.reporterName },
    reason: row.reason,
    note: row.note,
    state: row.state,
    created_at: row.createdAt.toISOString(),
  };
}
