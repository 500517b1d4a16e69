import type { AdActionBody, Envelope, UserActionBody } from '@souq/contracts';
import { apiRequest } from '../../../shared/http/api-client';

/** `POST /admin/ads/{id}/actions`: approve, reject, hide, restore or delete an ad. */
export function actOnAd(id: number, body: AdActionBody): Promise<Envelope<unknown>> {
  return apiRequest<Envelope<unknown>>(`admin/ads/${String(id)}/actions`, {
    method: 'POST',
    body,
  });
}

/** `POST /admin/users/{id}/actions`: warn, suspend, ban, or lift a suspension or a ban. */
export function actOnUser(id: number, body: UserActionBody): Promise<Envelope<unknown>> {
  return apiRequest<Envelope<unknown>>(`admin/users/${String(id)}/actions`, {
    method: 'POST',
    body,
  });
}
