import { QUERY_STALE_TIME_MS } from '@souq/contracts';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/http/api-error';

const MAX_RETRIES = 1;

/** A 4xx answer will not change by asking again; network errors, timeouts and 5xx get one retry. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * Server content comes in the `lang` header's language, so every query key holds the language
 * (e.g. `['categories', lang]`); the language switcher also marks all entries stale. The browser
 * makes one client (main.tsx); the server one per page it renders (entry-server.tsx), where a
 * failed call is not retried: the page then falls back to rendering in the browser.
 */
export function createQueryClient({ onServer = false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        refetchOnWindowFocus: false,
        retry: onServer ? false : shouldRetry,
      },
    },
  });
}
