import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';

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
