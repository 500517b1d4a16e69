import type { Envelope, Review, UpdateReviewBody } from '@souq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/http/api-client';
import { reviewKeys } from './get-reviews';

/** `PUT /reviews/{id}`: the author's new text (anyone else gets 403). */
export function updateReview(id: number, review: string): Promise<Envelope<Review>> {
  const body: UpdateReviewBody = { review };
  return apiRequest<Envelope<Review>>(`reviews/${String(id)}`, { method: 'PUT', body });
}

export function useUpdateReview(adId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, review }: { id: number; review: string }) => updateReview(id, review),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.ofAd(adId) }),
  });
}
