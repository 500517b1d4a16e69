import type { Envelope, JobApplicationData } from '@souq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/http/api-client';
import { jobKeys } from '../../../shared/jobs/jobs-api';

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
