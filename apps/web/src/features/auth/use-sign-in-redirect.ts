import { useSearchParams } from 'react-router';
import { useLang } from '../../shared/i18n/use-lang';
import { safeRedirect } from './redirect';

/**
 * The page a visitor was sent to sign in from (the `redirect` query), kept from login through
 * registration and its code, so that either way they land where they meant to go.
 */
export function useSignInRedirect() {
  const lang = useLang();
  const [search] = useSearchParams();
  const redirect = search.get('redirect');
  return {
    /** `to`, another sign-in step, carrying the page to come back to. */
    carry: (to: string) =>
      redirect === null ? to : `${to}?${new URLSearchParams({ redirect }).toString()}`,
    /** Where the user goes once signed in. */
    destination: safeRedirect(lang, redirect),
  };
}
