import { AD_SORTS, readPageNumber, readSearchWords, type AdSort } from '@souq/contracts';

/** A listing's filter in the web app's address (`f3=Toyota`, shared/listing listing-params.ts). */
const FILTER_KEY = /^f[1-9]\d*$/;

/**
 * What a category page or the jobs list asks for by its address, read as the web app reads it
 * (listing-params.ts): unknown sorts and bad page numbers are the defaults. `filtered` when the
 * address holds filters: how they apply needs their definitions first, so the browser asks.
 */
export type ListingQuery = { q: string; sort: AdSort; page: number; filtered: boolean };

const isSort = (raw: string | null): raw is AdSort =>
  (AD_SORTS as readonly (string | null)[]).includes(raw);

export function readListingQuery(search: string): ListingQuery {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  return {
    q: readSearchWords(params.get('q')),
    sort: isSort(sort) ? sort : 'newest',
    page: readPageNumber(params.get('page')),
    filtered: [...params.keys()].some((key) => FILTER_KEY.test(key)),
  };
}

/**
 * The listing's request to the API without its defaults, in the web app's order
 * (listingRequest): `{ q?, sort?, page }`.
 */
export function listingRequest({ q, sort, page }: ListingQuery) {
  return { ...(q !== '' && { q }), ...(sort !== 'newest' && { sort }), page };
}

/** The listing's own query string, without its defaults: its canonical form. */
export function listingQueryString(query: ListingQuery): string {
  const { page, ...rest } = listingRequest(query);
  const search = new URLSearchParams(rest);
  if (page > 1) search.set('page', String(page));
  return search.toString();
}
