import { resolveLang } from '@souq/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { pageSubjectId } from '../../../shared/lib/not-found';
import { startQuery, type QueryClientOf } from '../../../shared/lib/start-query';
import { startSellerAds } from '../../../shared/sellers/seller-ads-api';
import { storePath, storeQueryOptions } from './api/get-store';

/**
 * A store id that is not a positive whole number, or that the server found unknown, is the
 * not-found page; an id the server does not know otherwise shows it when its 404 arrives.
 */
export function storeLoader(queryClientOf: QueryClientOf) {
  return ({ params }: LoaderFunctionArgs) => {
    const lang = resolveLang(params.lang);
    const queryClient = queryClientOf();
    const storeId = pageSubjectId(params.storeId, lang, storePath);
    // Started here, so that the server renders the page with their answers.
    startQuery(queryClient, storeQueryOptions(storeId, lang));
    startSellerAds(queryClient, lang, { entity_type: 'store', entity_id: storeId });
    return { storeId };
  };
}
