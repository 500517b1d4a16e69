import { HOME_SECTION_CATEGORY_IDS, resolveLang } from '@souq/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { categoriesQueryOptions } from '../categories';
import { bannersQueryOptions } from './api/get-banners';
import { homeJobsQueryOptions } from './api/home-jobs';
import { sectionAdsQueryOptions } from './api/section-ads';

/** A failed call is shown by the part of the page that uses it. */
function ignore(): undefined {
  return undefined;
}

/**
 * Starts the home page's calls as soon as its route is matched rather than once the whole page
 * has rendered: on a slow phone the hero picture (the largest paint) comes most of a second
 * sooner. Nothing waits for them; each part shows its own loading state.
 */
export function homeLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    const lang = resolveLang(params.lang);
    void queryClient.query(bannersQueryOptions()).catch(ignore);
    void queryClient.query(categoriesQueryOptions(lang)).catch(ignore);
    void queryClient.query(homeJobsQueryOptions(lang)).catch(ignore);
    for (const id of HOME_SECTION_CATEGORY_IDS) {
      void queryClient.query(sectionAdsQueryOptions(lang, id)).catch(ignore);
    }
    return null;
  };
}
