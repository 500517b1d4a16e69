import type { Ad, Envelope, Lang, Paginated, SellerEntityType } from '@souq/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../http/api-client';

export type SellerEntity = { entity_type: SellerEntityType; entity_id: number };

/** Under `ads` with the language, like every ad list. */
export const sellerAdsKeys = {
  list: (lang: Lang, entity: SellerEntity) =>
    ['ads', 'seller', lang, entity.entity_type, entity.entity_id] as const,
};

/** `POST /ads/user-ads`: the seller's ads, newest first, one page more at a time. */
export function sellerAdsQueryOptions(lang: Lang, entity: SellerEntity) {
  return infiniteQueryOptions({
    queryKey: sellerAdsKeys.list(lang, entity),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      (
        await apiRequest<Envelope<Paginated<Ad>>>('ads/user-ads', {
          method: 'POST',
          body: { ...entity, page: pageParam },
          lang,
          signal,
        })
      ).data,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });
}
