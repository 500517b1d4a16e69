import { Heart, Plus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { MenuDrawer } from '../../features/categories';
import { useAuth } from '../../shared/auth/auth-store';
import { loadAccountTexts } from '../../shared/i18n/i18n';
import { useLang } from '../../shared/i18n/use-lang';
import { paths } from '../../shared/lib/paths';
import { AccountLink } from './account-link';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { SearchControls } from './search-controls';

/** Signed-in users only (chat): not part of an anonymous visit's first load. */
const MessagesLink = lazy(async () => ({
  default: (await import('./messages-link')).MessagesLink,
}));

/** Signed-in users only (the notification centre), with the account texts it speaks in. */
const NotificationsLink = lazy(async () => {
  const [module] = await Promise.all([import('./notifications-link'), loadAccountTexts()]);
  return { default: module.NotificationsLink };
});

/** Staff only (the moderation console), found out once signed in. */
const ConsoleLink = lazy(async () => ({
  default: (await import('./console-link')).ConsoleLink,
}));

// On a phone the header's entries come closer, so that a signed-in header (with its messages
// link and bell) keeps the account link on screen; under 360 px the bell gives way.
const ICON_LINK =
  'inline-flex items-center gap-1.5 rounded-lg px-2 py-2 max-sm:px-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';

export function Header() {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 max-sm:gap-1 max-[359px]:px-3 sm:gap-3">
        <MenuDrawer className={ICON_LINK} />
        <Logo />
        <SearchControls />
        <div className="flex min-w-0 items-center gap-1">
          <Link
            to={paths.postAd(lang)}
            aria-label={t('postAd')}
            className="inline-flex items-center gap-1 rounded-lg bg-amber-400 px-2 py-2 text-sm font-semibold text-slate-900 hover:bg-amber-300 max-sm:px-1.5 sm:px-3"
          >
            <Plus aria-hidden="true" className="size-5" />
            <span className="hidden sm:inline">{t('postAd')}</span>
          </Link>
          <LanguageSwitcher className={ICON_LINK} />
          <Link to={paths.favorites(lang)} aria-label={t('favorites')} className={ICON_LINK}>
            <Heart aria-hidden="true" className="size-5" />
          </Link>
          {user ? (
            <Suspense fallback={<span aria-hidden="true" className="h-9 w-8 sm:w-9" />}>
              <MessagesLink className={ICON_LINK} />
            </Suspense>
          ) : null}
          {user ? (
            <Suspense
              fallback={<span aria-hidden="true" className="h-9 w-8 max-[359px]:hidden sm:w-9" />}
            >
              <NotificationsLink className={ICON_LINK} />
            </Suspense>
          ) : null}
          {user ? (
            <Suspense fallback={null}>
              <ConsoleLink className={ICON_LINK} />
            </Suspense>
          ) : null}
          <AccountLink className={ICON_LINK} />
        </div>
      </div>
    </header>
  );
}
