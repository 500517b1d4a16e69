import type { Database } from '../../db/client.ts';
import { moderationLog } from '../../db/schema/index.ts';

type Writer = Pick<Database, 'insert'>;

/**
 * Who decided: a member of staff, `null` for an automatic decision, or a named actor without an
 * account (`id: null`: the command line, `npm run admin:grant`).
 */
export type Actor = { id: number | null; name: string } | null;

export type LogEntry = {
  actor: Actor;
  /** What was done: `ad.hide`, `user.ban`, `report.dismiss`, `ad.hold`… */
  action: string;
  target: string;
  targetId: number | null;
  reason?: string;
  before?: unknown;
  after?: unknown;
};

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A value as `jsonb` takes it: JSON writes a lone surrogate (text typed by a person can hold
 * one) as `\udXXX`, which PostgreSQL refuses, so it becomes U+FFFD, as in a `text` column.
 */
function asJsonb(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(
    JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'string' ? item.replace(LONE_SURROGATE, '\uFFFD') : item,
    ),
  ) as unknown;
}

/**
 * Appends one decision to the audit log. Call it in the transaction that makes the change, so
 * that no change is left without its line (and no line without its change).
 */
export async function writeLog(db: Writer, entry: LogEntry): Promise<void> {
  await db.insert(moderationLog).values({
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor?.name ?? null,
    action: entry.action,
    target: entry.target,
    targetId: entry.targetId,
    reason: entry.reason ?? '',
    before: asJsonb(entry.before),
    after: asJsonb(entry.after),
  });
}
