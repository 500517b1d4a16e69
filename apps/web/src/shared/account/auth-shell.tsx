import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

type Props = { title: string; subtitle?: ReactNode; children: ReactNode };

/** Split screen: the form, and beside it a promo panel that phones do not show. */
export function AuthShell({ title, subtitle, children }: Props) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-2 md:py-12">
      <title>{`${title} | ${t('appName')}`}</title>
      <div className="mx-auto w-full max-w-md">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle === undefined ? null : <div className="mt-2 text-slate-600">{subtitle}</div>}
        <div className="mt-6">{children}</div>
      </div>
      <aside
        aria-hidden="true"
        className="hidden flex-col justify-center rounded-2xl bg-gradient-to-br from-teal-700 to-teal-900 p-10 text-white md:flex"
      >
        <ShieldCheck className="size-12 text-teal-200" />
        <p className="mt-6 text-3xl leading-snug font-bold">{t('auth.promoTitle')}</p>
        <p className="mt-3 text-lg text-teal-100">{t('auth.promoText')}</p>
      </aside>
    </div>
  );
}
