import type { Envelope, Lang, UserProfile } from '@souq/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../../shared/http/api-client';

/** The id comes before the language so one key prefix holds the profile in both. */
export const userProfileKeys = {
  anyLang: (id: number) => ['users', id] as const,
  detail: (id: number, lang: Lang) => ['users', id, lang] as const,
};

/** The profile's address in the API. */
export const userPath = (id: number) => `users/${String(id)}`;

/** `GET /users/{id}`: another user's public profile in the page's language. */
export function userProfileQueryOptions(id: number, lang: Lang) {
  return queryOptions({
    queryKey: userProfileKeys.detail(id, lang),
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<UserProfile>>(userPath(id), { lang, signal })).data,
  });
}

/** Writes a follow's answer into the cached profile, in both languages. */
export function patchCachedUserProfile(
  queryClient: QueryClient,
  id: number,
  patch: Pick<UserProfile, 'is_following' | 'followers_count'>,
): void {
  queryClient.setQueriesData<UserProfile>({ queryKey: userProfileKeys.anyLang(id) }, (user) =>
    user ? { ...user, ...patch } : user,
  );
}
