import { resolveLang } from '@souq/contracts';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getAuth } from '../../shared/auth/auth-store';
import { paths } from '../../shared/lib/paths';

/**
 * Spec 2: a protected page without a session goes to login, which brings the user back.
 * A loader, not a component: it runs on navigation only, so signing out on a protected page
 * leaves it for home instead of racing the guard; a 401 is handled by session-expiry.ts.
 */
export function requireAuthLoader({ params, request }: LoaderFunctionArgs) {
  if (getAuth().isAuthenticated) return null;
  const { pathname, search } = new URL(request.url);
  return redirect(paths.login(resolveLang(params.lang), `${pathname}${search}`));
}
