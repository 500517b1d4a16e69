import {
  AD_SORTS,
  LISTING_LIMITS,
  parseId,
  readPageNumber,
  readSearchWords,
  type AdSort,
  type FilterAttribute,
} from '@souq/contracts';

/**
 * What a listing's address holds: `?q=bmw&sort=price_asc&page=2&f3=Toyota&f3=Kia&f5=2000&f5=2010`.
 * A filter is `f{attribute id}`, repeated for each of its values (a range: its min, then its max).
 */
export type ListingParams = {
  /** The search words; '' for none. */
  q: string;
  sort: AdSort;
  page: number;
  filters: FilterAttribute[];
};

export const DEFAULT_LISTING: ListingParams = { q: '', sort: 'newest', page: 1, filters: [] };

const FILTER_KEY = /^f([1-9]\d*)$/;

function isSort(raw: string | null): raw is AdSort {
  return (AD_SORTS as readonly (string | null)[]).includes(raw);
}

/** A filter of the address: its non-blank values, unless there are too many or one is too long. */
function readFilter(search: URLSearchParams, key: string): FilterAttribute | null {
  const id = parseId(FILTER_KEY.exec(key)?.[1]);
  if (id === null) return null;
  const values = search
    .getAll(key)
    .map((value) => value.trim())
    .filter((value) => value !== '');
  const [only] = values;
  if (only === undefined || values.length > LISTING_LIMITS.filterValuesMax) return null;
  if (values.some((value) => value.length > LISTING_LIMITS.filterValueMax)) return null;
  return { attribute_id: id, value: values.length === 1 ? only : values };
}

/**
 * The listing an address asks for. Whatever a hand-edited address holds that the API would
 * refuse (a page that is not a whole number from 1, an unknown sort, a filter key that is not
 * `f{id}`, too many or too long values, too many filters) is left out: the defaults stand.
 */
export function readListingParams(search: URLSearchParams): ListingParams {
  const filters: FilterAttribute[] = [];
  for (const key of new Set(search.keys())) {
    if (filters.length === LISTING_LIMITS.filtersMax) break;
    const filter = readFilter(search, key);
    if (filter) filters.push(filter);
  }
  const sort = search.get('sort');
  return {
    q: readSearchWords(search.get('q')),
    sort: isSort(sort) ? sort : DEFAULT_LISTING.sort,
    page: readPageNumber(search.get('page')),
    filters,
  };
}

/** Typed search words as the address keeps them: trimmed, and cut to the API's limit. */
export function searchWordsOf(text: string): string {
  return text.trim().slice(0, LISTING_LIMITS.searchTermMax).trim();
}

/** The address of a listing, without its defaults: the plain listing keeps its plain address. */
export function writeListingParams(params: ListingParams): URLSearchParams {
  const search = new URLSearchParams();
  const q = params.q.trim();
  if (q !== '') search.set('q', q);
  if (params.sort !== DEFAULT_LISTING.sort) search.set('sort', params.sort);
  if (params.page !== DEFAULT_LISTING.page) search.set('page', String(params.page));
  for (const { attribute_id, value } of params.filters) {
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(`f${String(attribute_id)}`, item);
    }
  }
  return search;
}

/**
 * What a listing asks its API for, the defaults left out: the first page of the plain listing
 * is `?category_id=8&page=1`, the address the server answers into the page.
 */
export type ListingRequest = {
  q?: string;
  sort?: AdSort;
  page: number;
  filtersAttributes?: FilterAttribute[];
};

/** The request of a listing's address, with its filters as they apply (`address-filters.ts`). */
export function listingRequest(params: ListingParams, applied: FilterAttribute[]): ListingRequest {
  return {
    ...(params.q === '' ? {} : { q: params.q }),
    ...(params.sort === DEFAULT_LISTING.sort ? {} : { sort: params.sort }),
    page: params.page,
    ...(applied.length === 0 ? {} : { filtersAttributes: applied }),
  };
}
