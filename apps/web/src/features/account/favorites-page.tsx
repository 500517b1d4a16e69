import { useQuery } from '@tanstack/react-query';
import { Building2, Heart } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { AdCard } from '../../shared/ads/ad-card';
import { useLang } from '../../shared/i18n/use-lang';
import { favoritesQueryOptions } from './api';
import { RemoveFavoriteButton } from './remove-favorite-button';

/** The header's heart: the signed-in user's favourite ads and jobs. */
export function FavoritesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const favorites = useQuery(favoritesQueryOptions(lang));

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 md:py-12">
      <title>{`${t('favorites')} | ${t('appName')}`}</title>
      <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        <Heart aria-hidden="true" className="size-6 text-red-600" />
        {t('favorites')}
      </h1>
      {favorites.isPending ? (
        <p className="mt-6 text-slate-600">{t('loading')}</p>
      ) : favorites.isError ? (
        <p className="mt-6 text-red-700">{`${t('error')}: ${favorites.error.message}`}</p>
      ) : (
        <>
          <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('favoritesPage.ads')}</h2>
          {favorites.data.ads.length === 0 ? (
            <p className="mt-3 text-slate-600">{t('favoritesPage.noAds')}</p>
          ) : (
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {favorites.data.ads.map((ad) => (
                <li key={ad.id} className="flex flex-col gap-2">
                  <AdCard ad={ad} />
                  <RemoveFavoriteButton item={{ kind: 'ad', id: ad.id }} title={ad.title} />
                </li>
              ))}
            </ul>
          )}
          <h2 className="mt-10 text-xl font-semibold text-slate-900">{t('favoritesPage.jobs')}</h2>
          {favorites.data.jobs.length === 0 ? (
            <p className="mt-3 text-slate-600">{t('favoritesPage.noJobs')}</p>
          ) : (
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {favorites.data.jobs.map((job) => (
                <li
                  key={job.id}
                  className="flex flex-col items-start gap-2 rounded-xl border border-slate-200 pb-3"
                >
                  <Link
                    to={`/${lang}/job/${job.id}`}
                    className="flex items-center gap-3 self-stretch p-4 hover:bg-slate-50"
                  >
                    {job.company_image ? (
                      <img src={job.company_image} alt="" className="size-12 rounded-lg" />
                    ) : (
                      <Building2 aria-hidden="true" className="size-12 text-slate-400" />
                    )}
                    <div>
                      <p dir="auto" className="font-semibold text-slate-900">
                        {job.title}
                      </p>
                      <p dir="auto" className="text-sm text-slate-600">
                        {job.company_name}
                      </p>
                      {job.location ? (
                        <p dir="auto" className="text-sm text-slate-500">
                          {job.location}
                        </p>
                      ) : null}
                    </div>
                  </Link>
                  <div className="px-4">
                    <RemoveFavoriteButton item={{ kind: 'job', id: job.id }} title={job.title} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
