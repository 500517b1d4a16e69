import { resolveLang } from '@souq/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { pageSubjectId } from '../../shared/lib/not-found';
import { startQuery, type QueryClientOf } from '../../shared/lib/start-query';
import { contentPageQueryOptions } from '../../shared/site/content-page-api';
import { adDetailQueryOptions, adPath } from './api/get-ad';

/**
 * An ad id that is not a positive whole number (`/en/ad/abc`), or that the server already
 * found unknown, is the not-found page. A valid id starts the ad's call and the safety tips'; an
 * id the server does not know shows the not-found page when its 404 arrives.
 */
export function adDetailLoader(queryClientOf: QueryClientOf) {
  return ({ params }: LoaderFunctionArgs) => {
    const lang = resolveLang(params.lang);
    const adId = pageSubjectId(params.adId, lang, adPath);
    startQuery(queryClientOf(), adDetailQueryOptions(adId, lang));
    // The safety tips beside Call and Chat: answered with the ad in the server's page.
    startQuery(queryClientOf(), contentPageQueryOptions('safety-tips', lang));
    return { adId };
  };
}
