import type { CreateReviewBody, Envelope, Review } from '@souq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/http/api-client';
import { patchCachedAd } from './get-ad';
import { reviewKeys } from './get-reviews';

/** `POST /reviews` about an ad. */
export function createReview(adId: number, review: string): Promise<Envelope<Review>> {
  const body: CreateReviewBody = { entity_type: 'ad', entity_id: adId, review };
  return apiRequest<Envelope<Review>>('reviews', { method: 'POST', body });
}

export function useCreateReview(adId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: string) => createReview(adId, review),
    onSuccess: async () => {
      patchCachedAd(queryClient, adId, (ad) => ({ reviews_count: ad.reviews_count + 1 }));
      await queryClient.invalidateQueries({ queryKey: reviewKeys.ofAd(adId) });
    },
  });
}
