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

/**
 * After an add, and after a refusal too: a 409 means the user's review (written elsewhere) is
 * missing from the list, and once listed the page offers it for editing instead.
 */
export function useCreateReview(adId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: string) => createReview(adId, review),
    onSuccess: () => {
      patchCachedAd(queryClient, adId, (ad) => ({ reviews_count: ad.reviews_count + 1 }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.ofAd(adId) }),
  });
}
