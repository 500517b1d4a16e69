import type { Envelope, Lang, LegalsData } from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/http/api-client';

/** `GET /Legals`: the privacy policy and help-and-support questions, in `lang`. */
export function legalsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['legals', lang] as const,
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<LegalsData>>('Legals', { lang, signal })).data,
  });
}
