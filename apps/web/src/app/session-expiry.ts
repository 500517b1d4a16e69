import { clearAuth, getAuth } from '../shared/auth/auth-store';
import { setUnauthorizedHandler } from '../shared/http/unauthorized';
import { languageFromPath } from '../shared/i18n/language-rules';
import { readSavedLanguage } from '../shared/i18n/language-storage';
import { paths } from '../shared/lib/paths';
import type { createBrowserRouter } from 'react-router';

/**
 * On a 401 while signed in: forget the session and go to the login page, remembering where the
 * user was.
 */
export function registerSessionExpiry(router: ReturnType<typeof createBrowserRouter>): () => void {
  return setUnauthorizedHandler(() => {
    // Signed out already: the 401 answers a request sent before (the page left for home while
    // it was on its way), not a session that ended elsewhere.
    if (!getAuth().isAuthenticated) return;
    clearAuth();
    const { pathname, search, hash } = router.state.location;
    const lang = languageFromPath(pathname) ?? readSavedLanguage();
    if (pathname === paths.login(lang)) return;
    void router.navigate(paths.login(lang, `${pathname}${search}${hash}`));
  });
}
