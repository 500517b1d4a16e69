import {
  adsQueryString,
  type Ad,
  type AdsQuery,
  type Envelope,
  type Lang,
  type Paginated,
} from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../http/api-client';

export type AdPage = Paginated<Ad>;

async function getAdPage(path: string, lang: Lang, signal: AbortSignal): Promise<AdPage> {
  const { data } = await apiGet<Envelope<AdPage>>(path, { lang, signal });
  return data;
}

/** Ads are served in the page's language, so it is part of every key. */
export const adKeys = {
  all: ['ads'] as const,
  list: (lang: Lang, query: AdsQuery) => ['ads', 'list', lang, query] as const,
  mostViewed: (lang: Lang, page: number) => ['ads', 'most-viewed', lang, page] as const,
  similar: (lang: Lang, id: number, page: number) => ['ads', 'similar', lang, id, page] as const,
};

/** `GET /ads`: the home sections and the category page. */
export function adsQueryOptions(lang: Lang, query: AdsQuery) {
  return queryOptions({
    queryKey: adKeys.list(lang, query),
    queryFn: ({ signal }) => getAdPage(`ads?${adsQueryString(query)}`, lang, signal),
  });
}

export function mostViewedAdsQueryOptions(lang: Lang, page = 1) {
  return queryOptions({
    queryKey: adKeys.mostViewed(lang, page),
    queryFn: ({ signal }) => getAdPage(`ads/most-viewed?page=${String(page)}`, lang, signal),
  });
}

export function similarAdsQueryOptions(lang: Lang, id: number, page = 1) {
  return queryOptions({
    queryKey: adKeys.similar(lang, id, page),
    queryFn: ({ signal }) =>
      getAdPage(`ads/${String(id)}/similar?page=${String(page)}`, lang, signal),
  });
}
