import { HOME_SECTION_CATEGORY_IDS, resolveLang } from '@souq/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { startQuery, type QueryClientOf } from '../../shared/lib/start-query';
import { bannersQueryOptions } from './api/get-banners';
import { homeJobsQueryOptions } from './api/home-jobs';
import { sectionAdsQueryOptions } from './api/section-ads';

/** Starts the home page's calls with its route (the categories start with the layout's). */
export function homeLoader(queryClientOf: QueryClientOf) {
  return ({ params }: LoaderFunctionArgs) => {
    const lang = resolveLang(params.lang);
    const queryClient = queryClientOf();
    startQuery(queryClient, bannersQueryOptions(lang));
    startQuery(queryClient, homeJobsQueryOptions(lang));
    for (const id of HOME_SECTION_CATEGORY_IDS) {
      startQuery(queryClient, sectionAdsQueryOptions(lang, id));
    }
    return null;
  };
}
