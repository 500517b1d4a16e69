import qs from 'qs';

/**
 * Reads a query string (what follows `?`) with qs, so `filtersAttributes[0][value][1]=…` (what
 * `adsQueryString` writes) becomes a list of objects; Fastify's own parser keeps such keys flat.
 * The limits hold the contract's 30 filters of up to 50 values.
 */
export function readBracketQuery(search: string): Record<string, unknown> {
  return qs.parse(search, { arrayLimit: 50, depth: 3, parameterLimit: 2_000 });
}
