import { CATEGORY_IDS, parseId } from './constants.ts';
import { LISTING_LIMITS } from './listing-limits.ts';

/** Search words from an address: trimmed; '' when there are none or too many for the API. */
export function readSearchWords(raw: string | null): string {
  const q = raw?.trim() ?? '';
  return q.length <= LISTING_LIMITS.searchTermMax ? q : '';
}

/** A page number from an address: a whole number from 1 up to the API's limit, else 1. */
export function readPageNumber(raw: string | null): number {
  if (raw === null || !/^[1-9]\d*$/.test(raw)) return 1;
  const page = Number(raw);
  return page <= LISTING_LIMITS.pageMax ? page : 1;
}

/** What the search page's address holds: `?q=toyota&category_id=8&page=2`. */
export type SearchPageQuery = { q: string; category_id?: number; page: number };

/**
 * The search an address of the search page asks for (the web app and the server read it
 * alike). Words or a page the API would refuse are left out, as is a category that is not an
 * id, or the jobs category (jobs are not ads).
 */
export function readSearchPage(search: URLSearchParams): SearchPageQuery {
  const categoryId = parseId(search.get('category_id') ?? undefined);
  return {
    q: readSearchWords(search.get('q')),
    ...(categoryId !== null && categoryId !== CATEGORY_IDS.jobs && { category_id: categoryId }),
    page: readPageNumber(search.get('page')),
  };
}

/** The search page's own query string, without its defaults: its canonical form. */
export function searchPageQueryString({ q, category_id, page }: SearchPageQuery): string {
  const search = new URLSearchParams();
  if (q !== '') search.set('q', q);
  if (category_id !== undefined) search.set('category_id', String(category_id));
  if (page > 1) search.set('page', String(page));
  return search.toString();
}
