import type { Envelope, FollowData } from '@souq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/http/api-client';
import { patchCachedUserProfile } from './get-user';

/** `POST /follow`, or `DELETE /follow` with the id in the body. */
export function setUserFollow(userId: number, follow: boolean): Promise<Envelope<FollowData>> {
  return apiRequest<Envelope<FollowData>>('follow', {
    method: follow ? 'POST' : 'DELETE',
    body: { followed_id: userId },
  });
}

export function useFollowUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => setUserFollow(userId, follow),
    onSuccess: ({ data }) => {
      patchCachedUserProfile(queryClient, userId, data);
    },
  });
}
