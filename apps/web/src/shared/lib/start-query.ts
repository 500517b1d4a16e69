import { resolveLang, type Lang } from '@souq/contracts';
import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * Starts a page's call as soon as its route is matched rather than once the page has rendered
 * (on a slow phone its largest picture comes most of a second sooner; on the server the page is
 * rendered with the answer). Nothing waits for it: a failure is shown by the part that uses it.
 */
export function startQuery<T, Key extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<T, Error, T, T, Key>,
): void {
  queryClient.query(options).catch(() => undefined);
}

/**
 * The loader of a page that shows one call's answer (an information page, the legals, the
 * service providers): it starts that call in the address's language, so that the server
 * renders the page with it.
 */
export function startingLoader<T, Key extends QueryKey>(
  queryClient: QueryClient,
  optionsFor: (lang: Lang) => QueryExecuteOptions<T, Error, T, T, Key>,
) {
  return ({ params }: LoaderFunctionArgs) => {
    startQuery(queryClient, optionsFor(resolveLang(params.lang)));
    return null;
  };
}
