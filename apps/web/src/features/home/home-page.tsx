import { useTranslation } from 'react-i18next';

/** The home screen's sections (banner, carousels, jobs, category sections) come next. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <title>{t('appName')}</title>
      <h1 className="text-3xl font-bold text-slate-900">{t('home.title')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('home.intro')}</p>
    </section>
  );
}
