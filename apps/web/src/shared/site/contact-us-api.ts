import type { ContactUsData, Envelope, Lang } from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../http/api-client';

/** The answers of `GET /ContactUs`, one per language: a save in the console drops them. */
export const CONTACT_US_KEY = ['contact-us'] as const;

/**
 * `GET /ContactUs`: contact details, social and app-store links and the map position, in `lang`.
 * The contact page and the footer share the answer.
 */
export function contactUsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: [...CONTACT_US_KEY, lang] as const,
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<ContactUsData>>('ContactUs', { lang, signal })).data,
  });
}
