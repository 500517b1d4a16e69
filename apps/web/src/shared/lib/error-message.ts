import { isRouteErrorResponse } from 'react-router';

/** The text to show for anything thrown, or null when it carries none. */
export function errorMessage(error: unknown): string | null {
  if (isRouteErrorResponse(error)) {
    if (typeof error.data === 'string' && error.data !== '') return error.data;
    return `${error.status} ${error.statusText}`.trim();
  }
  if (error instanceof Error && error.message !== '') return error.message;
  if (typeof error === 'string' && error !== '') return error;
  return null;
}
