import type { AuditEntry, AuditQuery } from '@souq/contracts';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { moderationLog } from '../../db/schema/index.ts';

export const AUDIT_PAGE_SIZE = 50;

const DAY_MS = 24 * 3600_000;

/** Midnight UTC of a `YYYY-MM-DD` day. */
const startOf = (day: string) => new Date(`${day}T00:00:00Z`);

function conditions(query: AuditQuery) {
  return and(
    query.actor_id === undefined ? undefined : eq(moderationLog.actorId, query.actor_id),
    query.target === undefined ? undefined : eq(moderationLog.target, query.target),
    query.target_id === undefined ? undefined : eq(moderationLog.targetId, query.target_id),
    query.from === undefined ? undefined : gte(moderationLog.createdAt, startOf(query.from)),
    // `to` is the last day shown, whole.
    query.to === undefined
      ? undefined
      : lt(moderationLog.createdAt, new Date(startOf(query.to).getTime() + DAY_MS)),
  );
}

/** One page of the audit log, newest first, searched by actor, target and days (UTC). */
export async function listAudit(
  db: Database,
  query: AuditQuery,
): Promise<{ rows: AuditEntry[]; total: number }> {
  const where = conditions(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(moderationLog)
      .where(where)
      .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(moderationLog).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      actor:
        row.actorId === null && row.actorName === null
          ? null
          : { id: row.actorId, name: row.actorName ?? '' },
      action: row.action,
      target: row.target,
      target_id: row.targetId,
      reason: row.reason,
      before: row.before,
      after: row.after,
      created_at: row.createdAt.toISOString(),
    })),
    total: counted?.n ?? 0,
  };
}
