import type { AdsQuery } from './ads.ts';
import type { UserAdsBody } from './sellers.ts';

/**
 * The wire format of `GET /ads`: `filtersAttributes[0][attribute_id]=3&filtersAttributes[0][value][0]=a`,
 * which the server reads with `qs`. A module of its own, without zod: the web client's first
 * load builds this query string and should not carry the schemas.
 */
export function adsQueryString(query: AdsQuery): string {
  const params = new URLSearchParams();
  const { filtersAttributes, ...scalars } = query;
  // Optional fields may be present as `undefined` (exactOptionalPropertyTypes is off).
  for (const [key, value] of Object.entries(scalars) as [string, unknown][]) {
    if (typeof value === 'string' || typeof value === 'number') params.append(key, String(value));
  }
  filtersAttributes?.forEach((filter, index) => {
    const prefix = `filtersAttributes[${String(index)}]`;
    params.append(`${prefix}[attribute_id]`, String(filter.attribute_id));
    if (Array.isArray(filter.value)) {
      filter.value.forEach((item, i) => {
        params.append(`${prefix}[value][${String(i)}]`, item);
      });
    } else {
      params.append(`${prefix}[value]`, filter.value);
    }
  });
  return params.toString();
}

/**
 * The query string of `GET /ads/user-ads` for a page of the seller's ads, in one order: the
 * server answers the user page's first page into the page by this address.
 */
export function userAdsQueryString({ entity_type, entity_id, page }: UserAdsBody): string {
  const query = new URLSearchParams({ entity_type, entity_id: String(entity_id) });
  if (page !== undefined) query.set('page', String(page));
  return query.toString();
}

/**
 * The query string of `GET /search` in one order (`q`, then `category_id`, then `page`): the
 * server answers the search page's results into the page by this address.
 */
export function searchQueryString(query: { q: string; category_id?: number; page?: number }) {
  const params = new URLSearchParams({ q: query.q });
  if (query.category_id !== undefined) params.set('category_id', String(query.category_id));
  if (query.page !== undefined) params.set('page', String(query.page));
  return params.toString();
}
