import type {
  ContentPageBody,
  ContentPageSlug,
  EditablePage,
  Envelope,
  Lang,
  PageVersion,
  PageVersionDetail,
} from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../shared/http/api-client';
import { adminKeys } from './keys';

/** `GET /admin/content/{slug}` (admin only): a content page in both languages. */
export function editablePageQueryOptions(lang: Lang, slug: ContentPageSlug) {
  return queryOptions({
    queryKey: adminKeys.of(lang, 'content', slug),
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<EditablePage>>(`admin/content/${slug}`, { lang, signal })).data,
  });
}

/** `GET /admin/content/{slug}/versions`: its saved versions, newest first. */
export function pageVersionsQueryOptions(lang: Lang, slug: ContentPageSlug) {
  return queryOptions({
    queryKey: adminKeys.of(lang, 'content', slug, 'versions'),
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<PageVersion[]>>(`admin/content/${slug}/versions`, { lang, signal }))
        .data,
  });
}

/** `GET /admin/content/{slug}/versions/{version}`: one version with its bodies. */
export function pageVersionQueryOptions(lang: Lang, slug: ContentPageSlug, version: number) {
  return queryOptions({
    queryKey: adminKeys.of(lang, 'content', slug, 'versions', version),
    queryFn: async ({ signal }) =>
      (
        await apiGet<Envelope<PageVersionDetail>>(
          `admin/content/${slug}/versions/${String(version)}`,
          { lang, signal },
        )
      ).data,
    // A saved version never changes.
    staleTime: Infinity,
  });
}

/** `PUT /admin/content/{slug}`: both languages at once; answers them as stored (sanitized). */
export function saveEditablePage(
  slug: ContentPageSlug,
  body: ContentPageBody,
): Promise<Envelope<EditablePage>> {
  return apiRequest<Envelope<EditablePage>>(`admin/content/${slug}`, { method: 'PUT', body });
}

/** `POST /admin/content/{slug}/versions/{version}/restore`: that version becomes the newest. */
export function restorePageVersion(
  slug: ContentPageSlug,
  version: number,
): Promise<Envelope<EditablePage>> {
  return apiRequest<Envelope<EditablePage>>(
    `admin/content/${slug}/versions/${String(version)}/restore`,
    { method: 'POST' },
  );
}
