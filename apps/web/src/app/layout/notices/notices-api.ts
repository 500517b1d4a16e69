import type { Envelope, Lang, UserNotice } from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../shared/http/api-client';

/**
 * `GET /me/notices`: what staff told the signed-in user that they have not seen yet (a warning,
 * a decision on one of their ads). Read once a visit, for each user and language.
 */
export function noticesQueryOptions(userId: number, lang: Lang) {
  return queryOptions({
    queryKey: ['me', 'notices', userId, lang] as const,
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<UserNotice[]>>('me/notices', { lang, signal })).data,
    staleTime: Infinity,
  });
}

/** `POST /me/notices/{id}/seen`: it is not shown again. */
export async function markNoticeSeen(id: number): Promise<void> {
  await apiRequest<unknown>(`me/notices/${String(id)}/seen`, { method: 'POST' });
}
