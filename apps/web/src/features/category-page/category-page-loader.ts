import { parseId, resolveLang } from '@souq/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { adsQueryOptions } from '../../shared/ads/ads-api';
import { i18n } from '../../shared/i18n/i18n';
import { startQuery } from '../../shared/lib/start-query';
import { filterOptionsQueryOptions } from './api/get-filter-options';

/**
 * A category id must be a positive whole number. Anything else (`/en/category/abc`) throws,
 * and the router shows the global error screen with the message: the deterministic way to
 * reach that screen from a browser. A valid id starts the page's calls: its filters and its
 * first page without filters (the key the listing asks for first).
 */
export function categoryPageLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    const lang = resolveLang(params.lang);
    const categoryId = parseId(params.categoryId);
    if (categoryId === null) {
      throw new Error(i18n.t('categoryPage.invalidId', { lng: lang, id: params.categoryId ?? '' }));
    }
    startQuery(queryClient, filterOptionsQueryOptions(lang, categoryId));
    startQuery(queryClient, adsQueryOptions(lang, { category_id: categoryId, page: 1 }));
    return { categoryId };
  };
}
