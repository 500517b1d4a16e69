import { resolveLang, type Lang } from '@souq/contracts';
import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * The query client a loader starts its calls in, asked for each time it runs: the browser has
 * one, and the server's routes, made once, serve every render, each with its own client.
 */
export type QueryClientOf = () => QueryClient;

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
  queryClientOf: QueryClientOf,
  optionsFor: (lang: Lang) => QueryExecuteOptions<T, Error, T, T, Key>,
) {
  return ({ params }: LoaderFunctionArgs) => {
    startQuery(queryClientOf(), optionsFor(resolveLang(params.lang)));
    return null;
  };
}
