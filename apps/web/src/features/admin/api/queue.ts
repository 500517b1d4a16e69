import type {
  HeldAd,
  Lang,
  Paginated,
  QueueKind,
  ReportReason,
  ReportState,
  ReportTarget,
  ReportedTarget,
} from '@souq/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/http/api-client';
import { adminKeys } from './keys';

/** The queue's filters as the address keeps them (`?kind=&reason=&target=&state=&age=&page=`). */
export type QueueFilters = {
  kind: QueueKind;
  reason?: ReportReason;
  target?: ReportTarget;
  state: ReportState;
  minAgeDays?: number;
  page: number;
};

function queueSearch(filters: QueueFilters): string {
  const search = new URLSearchParams({ kind: filters.kind, page: String(filters.page) });
  if (filters.kind === 'reports') {
    search.set('state', filters.state);
    if (filters.reason) search.set('reason', filters.reason);
    if (filters.target) search.set('target', filters.target);
  }
  if (filters.minAgeDays !== undefined) search.set('min_age_days', String(filters.minAgeDays));
  return search.toString();
}

/** `GET /admin/queue?kind=reports`: reports grouped by what they target, oldest first. */
export function reportsQueueQueryOptions(lang: Lang, filters: QueueFilters) {
  return queryOptions({
    queryKey: adminKeys.of(lang, 'queue', 'reports', filters),
    queryFn: ({ signal }) =>
      apiGet<Paginated<ReportedTarget>>(`admin/queue?${queueSearch(filters)}`, { lang, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /admin/queue?kind=held`: ads waiting for a moderator before they go live. */
export function heldQueueQueryOptions(lang: Lang, filters: QueueFilters) {
  return queryOptions({
    queryKey: adminKeys.of(lang, 'queue', 'held', filters),
    queryFn: ({ signal }) =>
      apiGet<Paginated<HeldAd>>(`admin/queue?${queueSearch(filters)}`, { lang, signal }),
    placeholderData: keepPreviousData,
  });
}
