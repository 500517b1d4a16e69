import type { Envelope, SavedSearch, SavedSearchBody } from '@souq/contracts';
import { apiRequest } from '../http/api-client';

/** Every saved searches query's key starts here: a search saved anywhere refreshes the list. */
export const SAVED_SEARCHES_KEY = ['saved-searches'] as const;

/** `POST /saved-searches`: keeps a listing's search under a name; 422 once the user has 50. */
export async function createSavedSearch(body: SavedSearchBody): Promise<SavedSearch> {
  return (await apiRequest<Envelope<SavedSearch>>('saved-searches', { method: 'POST', body })).data;
}
