/**
 * The sorts and limits of the listing queries (`GET /ads`, `GET /job-offers/search`), without
 * zod: the web client reads a listing's address by them on a page's first load.
 */
export const AD_SORTS = ['newest', 'oldest', 'price_asc', 'price_desc', 'most_viewed'] as const;
export type AdSort = (typeof AD_SORTS)[number];

export const LISTING_LIMITS = {
  pageMax: 100_000,
  /** Search words (`q`), once trimmed. */
  searchTermMax: 100,
  /** Applied filters of one `GET /ads`. */
  filtersMax: 30,
  /** Applied filters of one `GET /job-offers/search`. */
  jobFiltersMax: 10,
  /** Values of one filter (a multiselect's options). */
  filterValuesMax: 50,
  /** Characters of one filter value, once trimmed. */
  filterValueMax: 200,
} as const;
