import { CATEGORY_IDS, resolveLang } from '@souq/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { adsQueryOptions } from '../../shared/ads/ads-api';
import { pageSubjectId } from '../../shared/lib/not-found';
import { paths } from '../../shared/lib/paths';
import { startQuery } from '../../shared/lib/start-query';
import { filterOptionsPath, filterOptionsQueryOptions } from './api/get-filter-options';

/**
 * The jobs category is the jobs list. A category id that is not a positive whole number, or
 * that the server found unknown, is the not-found page. A valid id starts the page's calls:
 * its filters and its first page without filters (the key the listing asks for first).
 */
export function categoryPageLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    const lang = resolveLang(params.lang);
    const categoryId = pageSubjectId(params.categoryId, lang, filterOptionsPath);
    if (categoryId === CATEGORY_IDS.jobs) return redirect(paths.jobs(lang));
    startQuery(queryClient, filterOptionsQueryOptions(lang, categoryId));
    startQuery(queryClient, adsQueryOptions(lang, { category_id: categoryId, page: 1 }));
    return { categoryId };
  };
}
