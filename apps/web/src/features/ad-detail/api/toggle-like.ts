import type { Envelope, LikeToggleData } from '@souq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/http/api-client';
import { patchCachedAd } from './get-ad';

/** `POST /likes/toggle`: the like state and the ad's new counter. */
export function toggleLike(adId: number): Promise<Envelope<LikeToggleData>> {
  return apiRequest<Envelope<LikeToggleData>>('likes/toggle', {
    method: 'POST',
    body: { ad_id: adId },
  });
}

export function useToggleLike(adId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleLike(adId),
    onSuccess: ({ data }) => {
      patchCachedAd(queryClient, adId, () => data);
    },
  });
}
