import type { Envelope, RatingBody, RatingData } from '@souq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/http/api-client';
import { patchCachedAd } from './get-ad';

/** `POST /ratings`: the user's rating of the ad (sending again replaces it). */
export function rateAd(adId: number, rating: number): Promise<Envelope<RatingData>> {
  const body: RatingBody = { entity_type: 'ad', entity_id: adId, rating };
  return apiRequest<Envelope<RatingData>>('ratings', { method: 'POST', body });
}

export function useRateAd(adId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => rateAd(adId, rating),
    onSuccess: ({ data }) => {
      patchCachedAd(queryClient, adId, () => data);
    },
  });
}
