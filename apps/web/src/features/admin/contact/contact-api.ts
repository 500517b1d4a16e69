import type { Envelope, Lang, SiteContact, SiteContactBody } from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../shared/http/api-client';
import { adminKeys } from '../api/keys';

/** `GET /admin/contact` (admin only): the contact details, links and map, in both languages. */
export function contactQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: adminKeys.of(lang, 'contact'),
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<SiteContact>>('admin/contact', { lang, signal })).data,
  });
}

export function saveContact(body: SiteContactBody): Promise<Envelope<SiteContact>> {
  return apiRequest<Envelope<SiteContact>>('admin/contact', { method: 'PUT', body });
}
