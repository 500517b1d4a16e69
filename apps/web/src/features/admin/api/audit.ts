import type { AuditEntry, Lang, Paginated } from '@souq/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/http/api-client';
import { adminKeys } from './keys';

/** The log's filters as the address keeps them; empty ones are left out. */
export type AuditFilters = {
  actor_id?: string;
  target?: string;
  target_id?: string;
  from?: string;
  to?: string;
  page: number;
};

/** `GET /admin/audit`: every staff action and automatic decision, newest first. */
export function auditQueryOptions(lang: Lang, filters: AuditFilters) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value) search.set(name, String(value));
  }
  return queryOptions({
    queryKey: adminKeys.of(lang, 'audit', filters),
    queryFn: ({ signal }) =>
      apiGet<Paginated<AuditEntry>>(`admin/audit?${search.toString()}`, { lang, signal }),
    placeholderData: keepPreviousData,
  });
}
