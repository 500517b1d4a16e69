import { LIMITS, type Lang } from '@souq/contracts';
import { adsQueryOptions } from '../../../shared/ads/ads-api';

/** A section shows at most 4 ads, so it asks for no more. */
export function sectionAdsQueryOptions(lang: Lang, categoryId: number) {
  return adsQueryOptions(lang, { category_id: categoryId, per_page: LIMITS.sectionAds });
}
