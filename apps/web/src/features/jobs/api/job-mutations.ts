import type {
  Envelope,
  JobApplicationData,
  JobFavoriteData,
  JobOffer,
  JobOfferDetail,
} from '@souq/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/http/api-client';
import { jobKeys, type JobPage } from './jobs-api';

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

/** `POST /job-applications`; afterwards the job and the lists are fetched again (spec 4). */
export function useApplyToJob(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<Envelope<JobApplicationData>>('job-applications', {
        method: 'POST',
        body: { job_offer_id: id },
      }),
    onSettled: async () => {
      // My applications lists it too: it reloads when next opened.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['applications'] }),
      ]);
    },
  });
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
