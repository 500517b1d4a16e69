import { CATEGORY_IDS, resolveLang } from '@souq/contracts';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { startQuery, type QueryClientOf } from '../../shared/lib/start-query';
import { pageSubjectId } from '../../shared/lib/not-found';
import { paths } from '../../shared/lib/paths';
import { categoryQueryOptions } from './api/get-category';
import { categoryAdsQueryOptions } from './api/get-category-ads';
import { filterOptionsPath } from '../../shared/listing/filters/get-filter-options';
import { startListing } from '../../shared/listing/filters/start-listing';

/**
 * The jobs category is the jobs list. A category id that is not a positive whole number, or
 * that the server found unknown, is the not-found page. A valid id starts the page's calls:
 * its name, its filters and the page of ads its address asks for.
 */
export function categoryPageLoader(queryClientOf: QueryClientOf) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const lang = resolveLang(params.lang);
    const categoryId = pageSubjectId(params.categoryId, lang, filterOptionsPath);
    if (categoryId === CATEGORY_IDS.jobs) return redirect(paths.jobs(lang));
    startQuery(queryClientOf(), categoryQueryOptions(lang, categoryId));
    startListing(queryClientOf(), lang, categoryId, new URL(request.url).searchParams, (listing) =>
      categoryAdsQueryOptions(lang, categoryId, listing),
    );
    return { categoryId };
  };
}
