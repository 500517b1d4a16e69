import {
  type AdDraft,
  type AdStatus,
  type AdDraftValues,
  type AdFormInput,
  type EditableAd,
  type Envelope,
  type Lang,
  type MyAdTab,
  type MyAdsPage,
  type PostingAttribute,
  type PostingOptions,
  type UploadedPicture,
} from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/http/api-client';
import { uploadWithProgress } from '../../shared/http/upload-with-progress';

export function postingOptionsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['selling', 'options', lang],
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<PostingOptions>>('selling/options', { lang, signal })).data,
  });
}

export function postingAttributesQueryOptions(lang: Lang, categoryId: number | null | undefined) {
  return queryOptions({
    queryKey: ['selling', 'attributes', lang, categoryId],
    enabled: typeof categoryId === 'number',
    queryFn: async ({ signal }) =>
      (
        await apiGet<Envelope<PostingAttribute[]>>(
          `selling/attributes?category_id=${String(categoryId)}`,
          { lang, signal },
        )
      ).data,
  });
}

export function draftQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['selling', 'draft'],
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<AdDraft | null>>('selling/draft', { lang, signal })).data,
    staleTime: 0,
  });
}

export function editableAdQueryOptions(lang: Lang, adId: number) {
  return queryOptions({
    queryKey: ['selling', 'editable', adId],
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<EditableAd>>(`selling/ads/${String(adId)}`, { lang, signal })).data,
    staleTime: 0,
  });
}

export function myAdsQueryOptions(lang: Lang, tab: MyAdTab, page: number) {
  return queryOptions({
    queryKey: ['selling', 'my-ads', lang, tab, page],
    queryFn: async ({ signal }) =>
      (
        await apiGet<Envelope<MyAdsPage>>(`selling/ads?tab=${tab}&page=${String(page)}`, {
          lang,
          signal,
        })
      ).data,
  });
}

export function saveDraft(values: AdDraftValues) {
  return apiRequest<Envelope<null>>('selling/draft', { method: 'PUT', body: values });
}

export function dropDraft() {
  return apiRequest<unknown>('selling/draft', { method: 'DELETE' });
}

/** The ad's id and status: `pending` when it waits for a moderator before it is live. */
type Published = Envelope<{ id: number; status: AdStatus }>;

export function publishAd(form: AdFormInput) {
  return apiRequest<Published>('selling/ads', { method: 'POST', body: form });
}

export function updateAd(adId: number, form: AdFormInput) {
  return apiRequest<Published>(`selling/ads/${String(adId)}`, {
    method: 'PUT',
    body: form,
  });
}

export type AdAction = 'sold' | 'renew' | 'available' | 'relist' | 'delete';

export function changeAd(adId: number, action: AdAction) {
  return action === 'delete'
    ? apiRequest<Envelope<null>>(`selling/ads/${String(adId)}`, { method: 'DELETE' })
    : apiRequest<Envelope<null>>(`selling/ads/${String(adId)}/${action}`, { method: 'POST' });
}

export function removeUpload(pictureId: number) {
  return apiRequest<unknown>(`selling/pictures/${String(pictureId)}`, { method: 'DELETE' });
}

export async function uploadPicture(
  picture: Blob,
  lang: Lang,
  onProgress: (share: number) => void,
  signal: AbortSignal,
): Promise<UploadedPicture> {
  return (
    await uploadWithProgress<Envelope<UploadedPicture>>('selling/pictures', picture, {
      lang,
      onProgress,
      signal,
    })
  ).data;
}
