import { parseId, type Lang } from '@souq/contracts';
import { data, isRouteErrorResponse } from 'react-router';
import { ApiError } from '../http/api-error';
import { apiUrl } from '../http/api-client';
import { takePageMissing } from '../http/page-data';

const NOT_FOUND = 404;

/**
 * The route error of an address that names nothing: the page's error boundary shows the
 * not-found page inside the layout, and the server answers 404 (apps/api plugins/web).
 */
export function notFound(): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's 404 response
  throw data(null, { status: NOT_FOUND });
}

/** Whether a route error is the not-found one. */
export function isNotFoundError(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === NOT_FOUND;
}

/** Whether a call failed because what it asked for does not exist (a 404 answer). */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === NOT_FOUND;
}

/**
 * The id of a page's address (`/ad/{id}`), or the not-found page: when it is not a positive
 * whole number, or when the server already found nothing at the page's `GET path(id)` (its 404
 * is in the page, page-data.ts).
 */
export function pageSubjectId(
  raw: string | undefined,
  lang: Lang,
  path: (id: number) => string,
): number {
  const id = parseId(raw);
  if (id === null || takePageMissing(apiUrl(path(id)), lang)) notFound();
  return id;
}
