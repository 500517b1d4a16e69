import { lazy, Suspense } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Outlet } from 'react-router';
import { CategoryMenu } from '../../features/categories';
import { useAuth } from '../../shared/auth/auth-store';
import { loadAccountTexts } from '../../shared/i18n/i18n';
import { Footer } from './footer/footer';
import { Header } from './header';
import { OfflineNotice } from './notices/offline-notice';
import { HydrateLater } from '../../shared/ui/hydrate-later';

/** Signed-in users only (what staff told them): not part of an anonymous visit's first load. */
const Notices = lazy(async () => {
  const [module] = await Promise.all([import('./notices/notices'), loadAccountTexts()]);
  return { default: module.Notices };
});

/** Spec "Shared layout": top bar, dark category bar (desktop), the routed page, the footer. */
export function AppLayout() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-teal-800 shadow focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50"
      >
        {t('skipToContent')}
      </a>
      <OfflineNotice />
      <Header />
      <HydrateLater>
        <CategoryMenu />
      </HydrateLater>
      <HydrateLater>
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {user ? (
            <Suspense fallback={null}>
              <Notices />
            </Suspense>
          ) : null}
          <Outlet />
        </main>
      </HydrateLater>
      <HydrateLater>
        <Footer />
      </HydrateLater>
    </div>
  );
}
