import type { Envelope, Review } from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/http/api-client';

/** Reviews are the authors' own words, not translated: the key has no language. */
export const reviewKeys = {
  ofAd: (adId: number) => ['reviews', 'ad', adId] as const,
};

/** `GET /reviews/{adId}` with `Entity-Type: ad`: every review, newest first. */
export function adReviewsQueryOptions(adId: number) {
  return queryOptions({
    queryKey: reviewKeys.ofAd(adId),
    queryFn: async ({ signal }) =>
      (
        await apiGet<Envelope<Review[]>>(`reviews/${String(adId)}`, {
          signal,
          headers: { 'Entity-Type': 'ad' },
        })
      ).data,
  });
}
