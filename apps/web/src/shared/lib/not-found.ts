import { parseId, type Lang } from '@souq/contracts';
import { data, isRouteErrorResponse } from 'react-router';
import { ApiError } from '../http/api-error';
import { apiUrl } from '../http/api-client';
import { takeRenderMissing } from '../http/render-answers';

const NOT_FOUND = 404;
/** What existed and is no more: an ad sold past its week, expired or deleted. */
const GONE = 410;

/**
 * The route error of an address that names nothing (or something gone): the page's error
 * boundary shows the not-found page inside the layout, and the server answers 404 or 410
 * (apps/api plugins/web).
 */
export function notFound(status: typeof NOT_FOUND | typeof GONE = NOT_FOUND): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's 404 response
  throw data(null, { status });
}

/** Whether a route error is the not-found one. */
export function isNotFoundError(error: unknown): boolean {
  return isRouteErrorResponse(error) && (error.status === NOT_FOUND || error.status === GONE);
}

/** Whether a call failed because what it asked for does not exist (a 404 or 410 answer). */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === NOT_FOUND || error.status === GONE);
}

/** Whether a route error or a call's failure says that what was asked for is gone (a 410). */
export function isGone(error: unknown): boolean {
  return (isRouteErrorResponse(error) || error instanceof ApiError) && error.status === GONE;
}

/**
 * The id of a page's address (`/ad/{id}`), or the not-found page: when it is not a positive
 * whole number, or when the server rendering the page found nothing at its `GET path(id)` (a 404
 * or 410: render-answers.ts).
 */
export function pageSubjectId(
  raw: string | undefined,
  lang: Lang,
  path: (id: number) => string,
): number {
  const id = parseId(raw);
  if (id === null) notFound();
  const missing = takeRenderMissing(apiUrl(path(id)), lang);
  if (missing !== undefined) notFound(missing);
  return id;
}
