import type { BannerBody, BannerPicture, ConsoleBanner, Envelope, Lang } from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../shared/http/api-client';
import { adminKeys } from '../api/keys';

/** `GET /admin/banners` (admin only): every banner, in the slider's order, with its state. */
export function bannersQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: adminKeys.of(lang, 'banners'),
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<ConsoleBanner[]>>('admin/banners', { lang, signal })).data,
  });
}

/** Uploads a picture for a banner; answers the path to give it. */
export function uploadBannerPicture(file: File): Promise<Envelope<BannerPicture>> {
  return apiRequest<Envelope<BannerPicture>>('admin/banners/pictures', { method: 'POST', file });
}

export function createBanner(body: BannerBody): Promise<Envelope<ConsoleBanner>> {
  return apiRequest<Envelope<ConsoleBanner>>('admin/banners', { method: 'POST', body });
}

export function saveBanner(id: number, body: BannerBody): Promise<Envelope<ConsoleBanner>> {
  return apiRequest<Envelope<ConsoleBanner>>(`admin/banners/${String(id)}`, {
    method: 'PUT',
    body,
  });
}

export function setBannerActive(id: number, active: boolean): Promise<Envelope<ConsoleBanner>> {
  return apiRequest<Envelope<ConsoleBanner>>(`admin/banners/${String(id)}/active`, {
    method: 'PUT',
    body: { active },
  });
}

export function reorderBanners(ids: number[]): Promise<Envelope<ConsoleBanner[]>> {
  return apiRequest<Envelope<ConsoleBanner[]>>('admin/banners/order', {
    method: 'PUT',
    body: { ids },
  });
}

export function removeBanner(id: number): Promise<Envelope<unknown>> {
  return apiRequest<Envelope<unknown>>(`admin/banners/${String(id)}`, { method: 'DELETE' });
}
