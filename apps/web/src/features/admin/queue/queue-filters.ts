import {
  QUEUE_KINDS,
  REPORT_REASONS,
  REPORT_STATES,
  REPORT_TARGETS,
  type QueueKind,
} from '@souq/contracts';
import type { QueueFilters } from '../api/queue';

/** The ages the queue filters by: waiting since at least this many days. */
export const AGES = [1, 3, 7, 30] as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** The queue's filters from its address; anything unknown is left out. */
export function readQueueFilters(search: URLSearchParams): QueueFilters {
  const age = Number(search.get('age'));
  const kind: QueueKind = oneOf(QUEUE_KINDS, search.get('kind')) ?? 'reports';
  return {
    kind,
    reason: oneOf(REPORT_REASONS, search.get('reason')),
    target: oneOf(REPORT_TARGETS, search.get('target')),
    state: oneOf(REPORT_STATES, search.get('state')) ?? 'open',
    minAgeDays: AGES.find((days) => days === age),
    page: Math.max(1, Math.floor(Number(search.get('page'))) || 1),
  };
}
