import type {
  ChangePasswordBody,
  ChangePhoneBody,
  DeleteAccountBody,
  Envelope,
  MyJobApplication,
  FavoritesData,
  Lang,
  NotificationSettings,
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

/** An entry of the favorites page: an ad or a job. */
export type FavoriteItem = { kind: 'ad' | 'job'; id: number };

/** Its toggle, pressed on a favorite: it is one no more. */
export function removeFavorite({ kind, id }: FavoriteItem): Promise<Envelope<unknown>> {
  return kind === 'ad'
    ? apiRequest<Envelope<unknown>>('favorites/toggle', { method: 'POST', body: { ad_id: id } })
    : apiRequest<Envelope<unknown>>(
        `job-offers/favorites/toggle?${new URLSearchParams({ job_offer_id: String(id) }).toString()}`,
        { method: 'POST' },
      );
}

export function interestsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['me', 'interests', lang],
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<{ interests: number[] }>>('me/interests', { lang, signal })).data
        .interests,
  });
}

export async function saveInterests(interests: number[]) {
  return apiRequest<Envelope<{ interests: number[] }>>('me/interests', {
    method: 'PUT',
    body: { interests },
  });
}

export async function uploadAvatar(picture: Blob) {
  return apiRequest<Envelope<SessionUser>>('me/avatar', { method: 'PUT', file: picture });
}

export async function removeAvatar() {
  return apiRequest<Envelope<SessionUser>>('me/avatar', { method: 'DELETE' });
}

export async function changePassword(body: ChangePasswordBody) {
  return apiRequest<{ message: string }>('me/password', { method: 'PUT', body });
}

export async function requestPhoneChange(body: ChangePhoneBody) {
  return apiRequest<{ message: string }>('me/phone', { method: 'POST', body });
}

export async function confirmPhoneChange(otp: string) {
  return apiRequest<Envelope<SessionUser>>('me/phone/verify', { method: 'POST', body: { otp } });
}

export async function deleteAccount(body: DeleteAccountBody) {
  return apiRequest<{ message: string }>('me', { method: 'DELETE', body });
}

/** Per kind of notification, whether the user is told in the site and by push. */
export function notificationSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['notification-settings'],
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<NotificationSettings>>('notification-settings', { signal })).data,
  });
}

export async function saveNotificationSettings(settings: NotificationSettings) {
  return (
    await apiRequest<Envelope<NotificationSettings>>('notification-settings', {
      method: 'PUT',
      body: settings,
    })
  ).data;
}
