import type { ContactMessageData, ContactMessageInput, Envelope } from '@souq/contracts';
import { apiRequest } from '../../../shared/http/api-client';

/** `POST /report-message`: the contact form's message. */
export async function sendContactMessage(body: ContactMessageInput): Promise<ContactMessageData> {
  return (
    await apiRequest<Envelope<ContactMessageData>>('report-message', { method: 'POST', body })
  ).data;
}
