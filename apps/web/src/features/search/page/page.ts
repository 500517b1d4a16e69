import {
  META_TEXTS,
  readSearchPage,
  searchPageQueryString,
  searchQueryString,
  socialCardPath,
  type Ad,
  type Paginated,
} from '@souq/contracts';
import { dataOf } from '../../../shared/pages/answers';
import { CATEGORIES_CALL, firstCardPicture } from '../../../shared/pages/calls';
import { card } from '../../../shared/pages/describe';
import type { PublicPage } from '../../../shared/pages/page-declaration';
import { route } from './route';

/**
 * The search page: the page of results its address asks for (`readSearchPage`, as the web app
 * reads it), none when it has no words. Described by its number of results; one with none (or
 * no words) is kept out of search results: every misspelling would otherwise be a page of its
 * own.
 */
export const page: PublicPage = {
  paths: route.paths,
  plan({ search }) {
    const query = readSearchPage(new URLSearchParams(search));
    const results = query.q === '' ? undefined : `/api/search?${searchQueryString(query)}`;
    return {
      calls: [CATEGORIES_CALL, ...(results ? [results] : [])],
      canonicalQuery: searchPageQueryString(query),
      largestPicture: (answers) =>
        results === undefined ? undefined : firstCardPicture(answers, results),
      describe(answers, address) {
        const total = results ? (dataOf<Paginated<Ad>>(answers, results)?.total ?? 0) : 0;
        const image = card(socialCardPath.page(address.lang, 'search'));
        if (total === 0) return { image, noindex: true };
        return { description: META_TEXTS[address.lang].search(query.q, total), image };
      },
    };
  },
};
