import {
  userAdsQueryString,
  type Ad,
  type Envelope,
  type Lang,
  type Paginated,
  type SellerEntityType,
} from '@souq/contracts';
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../http/api-client';

export type SellerEntity = { entity_type: SellerEntityType; entity_id: number };

/** Under `ads` with the language, like every ad list. */
export const sellerAdsKeys = {
  list: (lang: Lang, entity: SellerEntity) =>
    ['ads', 'seller', lang, entity.entity_type, entity.entity_id] as const,
};

/** `GET /ads/user-ads`: the seller's ads, newest first, one page more at a time. */
export function sellerAdsQueryOptions(lang: Lang, entity: SellerEntity) {
  return infiniteQueryOptions({
    queryKey: sellerAdsKeys.list(lang, entity),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      (
        await apiGet<Envelope<Paginated<Ad>>>(
          `ads/user-ads?${userAdsQueryString({ ...entity, page: pageParam })}`,
          { lang, signal },
        )
      ).data,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });
}

/** Starts the first page of the seller's ads from a page's loader, so that the server renders them. */
export function startSellerAds(queryClient: QueryClient, lang: Lang, entity: SellerEntity): void {
  queryClient.infiniteQuery(sellerAdsQueryOptions(lang, entity)).catch(() => undefined);
}
