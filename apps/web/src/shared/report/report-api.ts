import type { Envelope, ReportBody } from '@souq/contracts';
import { apiRequest } from '../http/api-client';

/** What a report is about, as the web app offers it: an ad, a person or a conversation. */
export type ReportSubject = { kind: 'ad' | 'user' | 'conversation'; id: number };

const COLLECTION = { ad: 'ads', user: 'users', conversation: 'conversations' } as const;

/**
 * `POST /{ads|users|conversations}/{id}/report`: 201 with the server's thanks; 409 when this
 * user's report of it is still open; 422 with field errors.
 */
export function sendReport(subject: ReportSubject, body: ReportBody) {
  return apiRequest<Envelope<null>>(`${COLLECTION[subject.kind]}/${String(subject.id)}/report`, {
    method: 'POST',
    body,
  });
}
