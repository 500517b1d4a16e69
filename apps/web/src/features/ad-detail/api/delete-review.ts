import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/http/api-client';
import { patchCachedAd } from './get-ad';
import { reviewKeys } from './get-reviews';

/** `DELETE /reviews/{id}`: the author only (anyone else gets 403). */
export async function deleteReview(id: number): Promise<void> {
  await apiRequest<unknown>(`reviews/${String(id)}`, { method: 'DELETE' });
}

export function useDeleteReview(adId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: async () => {
      patchCachedAd(queryClient, adId, (ad) => ({
        reviews_count: Math.max(0, ad.reviews_count - 1),
      }));
      await queryClient.invalidateQueries({ queryKey: reviewKeys.ofAd(adId) });
    },
  });
}
