import type { ContactUsData, Envelope, Lang } from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../http/api-client';

/**
 * `GET /ContactUs`: contact details, social and app-store links and the map position, in `lang`.
 * The contact page and the footer share the answer.
 */
export function contactUsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['contact-us', lang] as const,
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<ContactUsData>>('ContactUs', { lang, signal })).data,
  });
}
