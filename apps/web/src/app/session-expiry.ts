import { clearAuth } from '../shared/auth/auth-store';
import { setUnauthorizedHandler } from '../shared/http/unauthorized';
import { languageFromPath } from '../shared/i18n/language-rules';
import { readSavedLanguage } from '../shared/i18n/language-storage';
import { paths } from '../shared/lib/paths';
import type { createBrowserRouter } from 'react-router';

/** On a 401: forget the session and go to the login page, remembering where the user was. */
export function registerSessionExpiry(router: ReturnType<typeof createBrowserRouter>): () => void {
  return setUnauthorizedHandler(() => {
    clearAuth();
    const { pathname, search, hash } = router.state.location;
    const lang = languageFromPath(pathname) ?? readSavedLanguage();
    if (pathname === paths.login(lang)) return;
    void router.navigate(paths.login(lang, `${pathname}${search}${hash}`));
  });
}
