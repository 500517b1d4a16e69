import {
  adsQueryString,
  CATEGORY_IDS,
  META_TEXTS,
  socialCardPath,
  type JobOffer,
  type Paginated,
} from '@souq/contracts';
import { dataOf } from '../../../shared/pages/answers';
import { CATEGORIES_CALL } from '../../../shared/pages/calls';
import { card, pastLastPage } from '../../../shared/pages/describe';
import { readListingQuery } from '../../../shared/pages/listing-query';
import type { PublicPage } from '../../../shared/pages/page-declaration';
import { route } from './route';

/**
 * The jobs list's page its address asks for, and its filters (the jobs category's); one with
 * filters in its address gets no data (how they apply is for the browser to ask first).
 * Described by its number of offers.
 */
export const page: PublicPage = {
  paths: route.paths,
  plan({ search }) {
    const { page: listPage, filtered } = readListingQuery(search);
    if (filtered) return { calls: [] };
    const offers = `/api/job-offers/search?${adsQueryString({ page: listPage })}`;
    return {
      calls: [
        CATEGORIES_CALL,
        `/api/get_filter_options?category_id=${String(CATEGORY_IDS.jobs)}`,
        offers,
      ],
      ...(listPage > 1 && { canonicalQuery: `page=${String(listPage)}` }),
      describe(answers, address) {
        const found = dataOf<Paginated<JobOffer>>(answers, offers);
        if (found === undefined) return {};
        return {
          description: META_TEXTS[address.lang].jobs(found.total),
          image: card(socialCardPath.page(address.lang, 'jobs')),
          ...(pastLastPage(found, listPage) && { noindex: true }),
        };
      },
    };
  },
};
