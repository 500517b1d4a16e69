import type { Envelope, Lang, SafetyPage, SafetyPageBody, SafetyPageSlug } from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../shared/http/api-client';
import { adminKeys } from './keys';

/** `GET /admin/content/{slug}` (admin only): a safety page in both languages. */
export function safetyPageQueryOptions(lang: Lang, slug: SafetyPageSlug) {
  return queryOptions({
    queryKey: adminKeys.of(lang, 'content', slug),
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<SafetyPage>>(`admin/content/${slug}`, { lang, signal })).data,
  });
}

/** `PUT /admin/content/{slug}`: both languages at once; answers them as stored (sanitized). */
export function saveSafetyPage(
  slug: SafetyPageSlug,
  body: SafetyPageBody,
): Promise<Envelope<SafetyPage>> {
  return apiRequest<Envelope<SafetyPage>>(`admin/content/${slug}`, { method: 'PUT', body });
}
