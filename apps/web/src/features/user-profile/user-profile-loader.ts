import { parseId, resolveLang } from '@souq/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { i18n } from '../../shared/i18n/i18n';

/**
 * A user id must be a positive whole number (else the global error screen); an id the server
 * does not know is the page's own error line (404 from `GET /users/{id}`).
 */
export function userProfileLoader({ params }: LoaderFunctionArgs) {
  const userId = parseId(params.userId);
  if (userId === null) {
    const lng = resolveLang(params.lang);
    throw new Error(i18n.t('userProfile.invalidId', { lng, id: params.userId ?? '' }));
  }
  return { userId };
}
