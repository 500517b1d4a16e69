import { TriangleAlert } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { errorMessage } from '../lib/error-message';

/**
 * The global error screen (spec section 2). Retry reloads the page, which resets every state;
 * the home button is a plain link to `/` so it also works outside the router.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-6">
      <section className="w-full max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <TriangleAlert aria-hidden="true" className="mx-auto size-12 text-red-600" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('errorScreen.title')}</h1>
        <p className="mt-2 text-slate-700">{t('errorScreen.note')}</p>
        <p
          dir="auto"
          className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm break-words text-red-800"
        >
          {errorMessage(error) ?? t('unexpectedError')}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={() => {
              window.location.reload();
            }}
            className="rounded-lg bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800"
          >
            {t('errorScreen.retry')}
          </button>
          <a
            href="/"
            className="rounded-lg px-5 py-2.5 font-semibold text-teal-800 ring-1 ring-teal-700 hover:bg-teal-50"
          >
            {t('errorScreen.backHome')}
          </a>
        </div>
      </section>
    </main>
  );
}
