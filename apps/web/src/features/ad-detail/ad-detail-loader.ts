import { parseId, resolveLang } from '@souq/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { i18n } from '../../shared/i18n/i18n';
import { startQuery } from '../../shared/lib/start-query';
import { adDetailQueryOptions } from './api/get-ad';

/**
 * An ad id must be a positive whole number; anything else (`/en/ad/abc`) throws, and the router
 * shows the global error screen. A well-formed id the server does not know is the page's own
 * error box (404 from `GET /ads/{id}`). A valid id starts the ad's call.
 */
export function adDetailLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    const lang = resolveLang(params.lang);
    const adId = parseId(params.adId);
    if (adId === null) {
      throw new Error(i18n.t('adDetail.invalidId', { lng: lang, id: params.adId ?? '' }));
    }
    startQuery(queryClient, adDetailQueryOptions(adId, lang));
    return { adId };
  };
}
