import { CATEGORY_IDS, resolveLang, type FilterAttribute } from '@souq/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { pageSubjectId } from '../../shared/lib/not-found';
import { paths } from '../../shared/lib/paths';
import { startQuery } from '../../shared/lib/start-query';
import { categoryAdsQueryOptions } from './api/get-category-ads';
import { filterOptionsPath, filterOptionsQueryOptions } from './api/get-filter-options';
import { loadAddressFilters } from './filters/load-address-filters';
import { listingRequest, readListingParams } from './filters/listing-params';

/**
 * The jobs category is the jobs list. A category id that is not a positive whole number, or
 * that the server found unknown, is the not-found page. A valid id starts the page's calls:
 * its filters and the page of ads its address asks for, the very query of the listing (with
 * filters in the address, once their definitions tell how they apply).
 */
export function categoryPageLoader(queryClient: QueryClient) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const lang = resolveLang(params.lang);
    const categoryId = pageSubjectId(params.categoryId, lang, filterOptionsPath);
    if (categoryId === CATEGORY_IDS.jobs) return redirect(paths.jobs(lang));
    startQuery(queryClient, filterOptionsQueryOptions(lang, categoryId));
    const listing = readListingParams(new URL(request.url).searchParams);
    const startAds = (applied: FilterAttribute[]) => {
      const ads = categoryAdsQueryOptions(lang, categoryId, listingRequest(listing, applied));
      startQuery(queryClient, ads);
    };
    if (listing.filters.length === 0) startAds([]);
    else {
      void loadAddressFilters(queryClient, lang, categoryId, listing.filters).then(
        startAds,
        // The page shows what failed.
        () => undefined,
      );
    }
    return { categoryId };
  };
}
