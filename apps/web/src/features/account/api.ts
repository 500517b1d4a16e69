import type {
  Envelope,
  MyJobApplication,
  FavoritesData,
  Lang,
  SessionUser,
  UpdateProfileBody,
} from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/http/api-client';

export function meQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['me', lang],
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<SessionUser>>('me', { lang, signal })).data,
  });
}

export async function updateMe(body: UpdateProfileBody): Promise<Envelope<SessionUser>> {
  return apiRequest<Envelope<SessionUser>>('me', { method: 'PUT', body });
}

export async function logout(): Promise<void> {
  await apiRequest<unknown>('logout', { method: 'POST' });
}

export function applicationsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['applications', lang],
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<MyJobApplication[]>>('job-applications', { lang, signal })).data,
  });
}

export function favoritesQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['favorites', lang],
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<FavoritesData>>('favorites', { lang, signal })).data,
  });
}
