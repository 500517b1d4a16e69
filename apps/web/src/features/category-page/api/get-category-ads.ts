import type { Lang } from '@souq/contracts';
import { adsQueryOptions } from '../../../shared/ads/ads-api';
import type { ListingRequest } from '../../../shared/listing/filters/listing-params';

/** The page of a category's ads its address asks for: the loader and the page ask alike. */
export function categoryAdsQueryOptions(lang: Lang, categoryId: number, request: ListingRequest) {
  return adsQueryOptions(lang, { category_id: categoryId, ...request });
}
