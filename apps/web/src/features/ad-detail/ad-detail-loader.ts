import { parseId, resolveLang } from '@souq/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { i18n } from '../../shared/i18n/i18n';

/**
 * An ad id must be a positive whole number; anything else (`/en/ad/abc`) throws, and the router
 * shows the global error screen. A well-formed id the server does not know is the page's own
 * error box (404 from `GET /ads/{id}`).
 */
export function adDetailLoader({ params }: LoaderFunctionArgs) {
  const adId = parseId(params.adId);
  if (adId === null) {
    const message = i18n.t('adDetail.invalidId', {
      lng: resolveLang(params.lang),
      id: params.adId ?? '',
    });
    throw new Error(message);
  }
  return { adId };
}
