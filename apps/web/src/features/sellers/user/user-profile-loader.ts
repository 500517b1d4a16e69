import { resolveLang } from '@souq/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { pageSubjectId } from '../../../shared/lib/not-found';
import { startQuery, type QueryClientOf } from '../../../shared/lib/start-query';
import { startSellerAds } from '../../../shared/sellers/seller-ads-api';
import { userPath, userProfileQueryOptions } from './api/get-user';

/**
 * A user id that is not a positive whole number, or that the server found unknown, is the
 * not-found page; an id the server does not know otherwise shows it when its 404 arrives.
 */
export function userProfileLoader(queryClientOf: QueryClientOf) {
  return ({ params }: LoaderFunctionArgs) => {
    const lang = resolveLang(params.lang);
    const queryClient = queryClientOf();
    const userId = pageSubjectId(params.userId, lang, userPath);
    // Started here, so that the server renders the page with their answers.
    startQuery(queryClient, userProfileQueryOptions(userId, lang));
    startSellerAds(queryClient, lang, { entity_type: 'client', entity_id: userId });
    return { userId };
  };
}
