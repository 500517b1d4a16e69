import { useTranslation } from 'react-i18next';

/** The category screen (filters, search, ads grid) comes with its own issue. */
export function CategoryPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <title>{`${t('categoryPage.title')} | ${t('appName')}`}</title>
      <h1 className="text-3xl font-bold text-slate-900">{t('categoryPage.title')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('categoryPage.soon')}</p>
    </section>
  );
}
