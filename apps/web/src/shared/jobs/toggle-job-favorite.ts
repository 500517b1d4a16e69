import type { Envelope, JobFavoriteData, JobOffer, JobOfferDetail } from '@souq/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../http/api-client';
import type { JobPage } from './jobs-api';

/** Writes the new favourite state into every cached copy of the offer (lists, detail, sidebar). */
function patchCachedFavorite(queryClient: QueryClient, id: number, isFavorite: boolean): void {
  const patch = <T extends JobOffer>(offer: T): T =>
    offer.id === id ? { ...offer, is_favorite: isFavorite } : offer;
  queryClient.setQueriesData<JobPage>({ queryKey: ['jobs', 'search'] }, (page) =>
    page ? { ...page, data: page.data.map(patch) } : page,
  );
  queryClient.setQueriesData<JobOfferDetail>({ queryKey: ['jobs', 'detail', id] }, (offer) =>
    offer ? patch(offer) : offer,
  );
  queryClient.setQueriesData<JobOffer[]>({ queryKey: ['jobs', 'similar'] }, (offers) =>
    offers?.map(patch),
  );
}

/** `POST /job-offers/favorites/toggle?job_offer_id=`. */
export function useToggleJobFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<Envelope<JobFavoriteData>>(
        `job-offers/favorites/toggle?${new URLSearchParams({ job_offer_id: String(id) }).toString()}`,
        { method: 'POST' },
      ),
    onSuccess: ({ data }) => {
      patchCachedFavorite(queryClient, data.job_offer_id, data.is_favorite);
      // The favourites page lists them: it reloads when next opened.
      void queryClient.invalidateQueries({ queryKey: ['favorites'] });
    },
  });
}
