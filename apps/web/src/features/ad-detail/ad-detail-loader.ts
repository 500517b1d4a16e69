import { resolveLang } from '@souq/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { pageSubjectId } from '../../shared/lib/not-found';
import { startQuery } from '../../shared/lib/start-query';
import { adDetailQueryOptions, adPath } from './api/get-ad';

/**
 * An ad id that is not a positive whole number (`/en/ad/abc`), or that the server already
 * found unknown, is the not-found page. A valid id starts the ad's call; an id the server
 * does not know shows the not-found page when its 404 arrives.
 */
export function adDetailLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    const lang = resolveLang(params.lang);
    const adId = pageSubjectId(params.adId, lang, adPath);
    startQuery(queryClient, adDetailQueryOptions(adId, lang));
    return { adId };
  };
}
