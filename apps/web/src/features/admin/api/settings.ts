import type { Envelope, Lang, ModerationSettings } from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../shared/http/api-client';
import { adminKeys } from './keys';

/** `GET /admin/settings` (admin only): the rules' three numbers. */
export function settingsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: adminKeys.of(lang, 'settings'),
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<ModerationSettings>>('admin/settings', { lang, signal })).data,
  });
}

export function saveSettings(body: ModerationSettings): Promise<Envelope<ModerationSettings>> {
  return apiRequest<Envelope<ModerationSettings>>('admin/settings', { method: 'PUT', body });
}
