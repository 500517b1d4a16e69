import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** A console screen: its title (also the document's), what it offers beside it, its content. */
export function ConsolePage({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section>
      <title>{`${title} | ${t('admin.console')} | ${t('appName')}`}</title>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** A white panel of a console screen, named by its heading. */
export function Panel({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 ${className}`}
    >
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
