import type { Envelope, Lang, ModerationDashboard } from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/http/api-client';
import { adminKeys } from './keys';

/** `GET /admin/dashboard`: the five figures. */
export function dashboardQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: adminKeys.of(lang, 'dashboard'),
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<ModerationDashboard>>('admin/dashboard', { lang, signal })).data,
  });
}
