import type { Envelope, FavoriteToggleData } from '@souq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/http/api-client';
import { patchCachedAd } from './get-ad';

/** `POST /favorites/toggle`: spec 4 reads the new state from `data.is_favorite`. */
export function toggleFavorite(adId: number): Promise<Envelope<FavoriteToggleData>> {
  return apiRequest<Envelope<FavoriteToggleData>>('favorites/toggle', {
    method: 'POST',
    body: { ad_id: adId },
  });
}

export function useToggleFavorite(adId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleFavorite(adId),
    onSuccess: ({ data }) => {
      patchCachedAd(queryClient, adId, () => data);
      // The favourites page lists them: it reloads when next opened.
      void queryClient.invalidateQueries({ queryKey: ['favorites'] });
    },
  });
}
