import type { Envelope, Lang, ProhibitedWord, ProhibitedWordBody } from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../shared/http/api-client';
import { adminKeys } from './keys';

/** `GET /admin/prohibited-words`: the words that hold an ad for review. */
export function wordsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: adminKeys.of(lang, 'words'),
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<ProhibitedWord[]>>('admin/prohibited-words', { lang, signal })).data,
  });
}

export function addWord(body: ProhibitedWordBody): Promise<Envelope<ProhibitedWord>> {
  return apiRequest<Envelope<ProhibitedWord>>('admin/prohibited-words', { method: 'POST', body });
}

export function removeWord(id: number): Promise<Envelope<unknown>> {
  return apiRequest<Envelope<unknown>>(`admin/prohibited-words/${String(id)}`, {
    method: 'DELETE',
  });
}
