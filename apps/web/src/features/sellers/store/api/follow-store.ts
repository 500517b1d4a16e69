import type { Envelope, FollowData } from '@souq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/http/api-client';
import { patchCachedStore } from './get-store';

/** `POST /store-follow/follow`, or `DELETE /store-follow/unfollow` with the id in the body. */
export function setStoreFollow(storeId: number, follow: boolean): Promise<Envelope<FollowData>> {
  return apiRequest<Envelope<FollowData>>(
    follow ? 'store-follow/follow' : 'store-follow/unfollow',
    { method: follow ? 'POST' : 'DELETE', body: { store_id: storeId } },
  );
}

export function useFollowStore(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => setStoreFollow(storeId, follow),
    onSuccess: ({ data }) => {
      patchCachedStore(queryClient, storeId, {
        is_following: data.is_following,
        follower_number: data.followers_count,
      });
    },
  });
}
