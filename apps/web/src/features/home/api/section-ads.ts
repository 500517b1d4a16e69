import { CATEGORY_IDS, LIMITS, type Lang } from '@souq/contracts';
import { adsQueryOptions } from '../../../shared/ads/ads-api';

/** Spec "Home": bikes, buy/sell/rent supplies, cars and vehicles, real estate, in this order. */
export const SECTION_CATEGORY_IDS = [
  CATEGORY_IDS.bikes,
  CATEGORY_IDS.buySellRent,
  CATEGORY_IDS.carsAndVehicles,
  CATEGORY_IDS.realEstate,
] as const;

/** A section shows at most 4 ads, so it asks for no more. */
export function sectionAdsQueryOptions(lang: Lang, categoryId: number) {
  return adsQueryOptions(lang, { category_id: categoryId, per_page: LIMITS.sectionAds });
}
