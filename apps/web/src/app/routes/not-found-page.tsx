import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../shared/i18n/use-lang';
import { paths } from '../../shared/lib/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{`${t('notFound.title')} | ${t('appName')}`}</title>
      <p aria-hidden="true" className="text-6xl font-bold text-teal-700">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-700">{t('notFound.text')}</p>
      <Link
        to={paths.home(lang)}
        className="mt-6 rounded-lg bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800"
      >
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
