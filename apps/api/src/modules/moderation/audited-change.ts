import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContentTag } from '../../shared/content-changes.ts';
import type { Transaction } from './account-restrictions.repository.ts';
import { writeLog, type LogEntry } from './moderation-log.ts';
import { staffOf } from './staff.ts';

/** Writes an audit line in the change's transaction, by the member of staff making the request. */
export type AuditLog = (entry: Omit<LogEntry, 'actor'>) => Promise<void>;

/**
 * A console change made by the request's member of staff: `change` runs in one transaction with
 * `log`, which writes its audit line there (so no change is left without its line, nor a line
 * without its change); once it has committed, `announce` tells every process what changed, so
 * their kept answers drop. A change that throws rolls back and announces nothing. Answers what
 * `change` answered.
 *
 * `announce` comes before `change` so that the change, the long part, reads last as a route's
 * body does; `[]` announces nothing (a change no kept answer shows).
 */
export async function auditedChange<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  announce: readonly ContentTag[],
  change: (tx: Transaction, log: AuditLog) => Promise<T>,
): Promise<T> {
  const { actor } = staffOf(request);
  const result = await app.db.transaction((tx) =>
    change(tx, (entry) => writeLog(tx, { ...entry, actor })),
  );
  app.contentChanges.emit(...announce);
  return result;
}
