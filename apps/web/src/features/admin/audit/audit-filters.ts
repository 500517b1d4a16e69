import type { AuditFilters } from '../api/audit';

/** The log's filters from its address: numbers as written, dates as `YYYY-MM-DD`. */
export function readAuditFilters(search: URLSearchParams): AuditFilters {
  const text = (name: string) => search.get(name)?.trim() || undefined;
  return {
    actor_id: text('actor_id'),
    target: text('target'),
    target_id: text('target_id'),
    from: text('from'),
    to: text('to'),
    page: Math.max(1, Math.floor(Number(search.get('page'))) || 1),
  };
}
