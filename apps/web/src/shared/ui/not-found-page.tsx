import { Search } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../i18n/use-lang';
import { paths } from '../lib/paths';
import { openSearchOverlay } from '../search/search-overlay-state';

/**
 * The one not-found page: an unknown path, an unknown ad, category, job, store or user, or an
 * id that is not a number; `gone`: an ad that is no longer available. It leads home and to the
 * header's search.
 */
export function NotFoundPage({ gone = false }: { gone?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const title = gone ? t('notFound.goneTitle') : t('notFound.title');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{`${title} | ${t('appName')}`}</title>
      {!gone && (
        <p aria-hidden="true" className="text-6xl font-bold text-teal-700">
          404
        </p>
      )}
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{gone ? t('notFound.goneText') : t('notFound.text')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          to={paths.home(lang)}
          className="rounded-lg bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800"
        >
          {t('notFound.backHome')}
        </Link>
        <button
          type="button"
          onClick={openSearchOverlay}
          aria-haspopup="dialog"
          className="inline-flex items-center gap-2 rounded-lg px-5 py-2.5 font-semibold text-teal-800 ring-1 ring-teal-700 hover:bg-teal-50"
        >
          <Search aria-hidden="true" className="size-4" />
          {t('notFound.search')}
        </button>
      </div>
    </section>
  );
}
