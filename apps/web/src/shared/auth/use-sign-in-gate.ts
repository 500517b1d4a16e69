import { startTransition } from 'react';
import { toast } from '../ui/toast';
import { useTranslation } from '../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from './auth-store';
import { useLang } from '../i18n/use-lang';
import { paths } from '../lib/paths';

type LoginRequiredKey =
  | 'loginRequiredForLike'
  | 'loginRequiredForFavorite'
  | 'adDetail.loginRequiredForRating'
  | 'adDetail.loginRequiredForChat'
  | 'jobs.loginRequiredToApply'
  | 'jobs.loginRequiredForFavorite'
  | 'sellers.loginRequiredForFollow'
  | 'report.loginRequired'
  | 'saveSearch.loginRequired';

/**
 * Spec 8: an action that needs a session, tried without one, shows its error toast and goes to
 * login, which brings the user back to this page (the same `redirect` as the route guard), or to
 * `then`, an address that carries the action out. Returns whether the user may go on. The way to
 * login is a transition, as React Router's links are: the tap is answered (painted) first.
 */
export function useSignInGate(): (reason: LoginRequiredKey, then?: string) => boolean {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (reason, then = `${pathname}${search}`) => {
    if (isAuthenticated) return true;
    toast.error(t(reason));
    startTransition(() => {
      void navigate(paths.login(lang, then));
    });
    return false;
  };
}
