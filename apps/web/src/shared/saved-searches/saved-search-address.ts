import type { Lang, SavedSearch } from '@souq/contracts';
import { paths } from '../lib/paths';
import { DEFAULT_LISTING, writeListingParams } from '../listing/filters/listing-params';

/** What a saved search is, as its page's address holds it. */
export type SearchOfAddress = Pick<SavedSearch, 'category_id' | 'q' | 'filtersAttributes' | 'sort'>;

/**
 * The listing a saved search opens: its category's page with its words, filters and order, or
 * for a search of the whole site the search page with its words (it has no filters or order).
 */
export function savedSearchAddress(lang: Lang, search: SearchOfAddress): string {
  const [base, params] =
    search.category_id === null
      ? [paths.search(lang), writeListingParams({ ...DEFAULT_LISTING, q: search.q })]
      : [
          paths.category(lang, search.category_id),
          writeListingParams({
            q: search.q,
            sort: search.sort,
            page: 1,
            filters: search.filtersAttributes,
          }),
        ];
  const query = params.toString();
  return query === '' ? base : `${base}?${query}`;
}
