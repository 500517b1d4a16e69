import type { preValidationAsyncHookHandler } from 'fastify';
import qs from 'qs';

/**
 * Reads the query string with qs, so `filtersAttributes[0][value][1]=…` (what
 * `adsQueryString` writes) becomes a list of objects; Fastify's own parser keeps such keys flat.
 * The limits hold the contract's 30 filters of up to 50 values.
 */
export const bracketQuery: preValidationAsyncHookHandler = async (request) => {
  const start = request.url.indexOf('?');
  request.query =
    start === -1
      ? {}
      : qs.parse(request.url.slice(start + 1), { arrayLimit: 50, depth: 3, parameterLimit: 2_000 });
};
