import { useTranslation } from '../../shared/i18n/use-translation';
import { Outlet } from 'react-router';
import { CategoryMenu } from '../../features/categories';
import { Footer } from './footer/footer';
import { Header } from './header';

/** Spec "Shared layout": top bar, dark category bar (desktop), the routed page, the footer. */
export function AppLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-teal-800 shadow focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50"
      >
        {t('skipToContent')}
      </a>
      <Header />
      <CategoryMenu />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
