import { CATEGORY_IDS } from '@souq/contracts';
import { useQuery } from '@tanstack/react-query';
import { Wrench } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../shared/i18n/use-lang';
import { paths } from '../../shared/lib/paths';
import { LoadError } from '../../shared/ui/load-error';
import { LoadingSpinner } from '../../shared/ui/loading-spinner';
import { serviceProvidersQueryOptions } from './api/get-service-providers';
import { ProviderCard } from './components/provider-card';

/**
 * `/{lang}/service-providers`: the hero with 'order service' (the service ads) and the real
 * providers with their star ratings.
 */
export function ServiceProvidersPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const providers = useQuery(serviceProvidersQueryOptions(lang));

  return (
    <>
      <title>{`${t('serviceProviders.title')} | ${t('appName')}`}</title>
      <section className="bg-gradient-to-br from-teal-800 to-teal-600 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-12 md:py-16">
          <p className="flex items-center gap-2 font-semibold text-teal-50">
            <Wrench aria-hidden="true" className="size-5" />
            {t('serviceProviders.title')}
          </p>
          <h1 className="max-w-2xl text-3xl font-extrabold md:text-4xl">
            {t('serviceProviders.heroTitle')}
          </h1>
          <p className="max-w-2xl text-lg text-teal-50">{t('serviceProviders.heroText')}</p>
          <Link
            to={paths.category(lang, CATEGORY_IDS.serviceProviders)}
            className="mt-2 rounded-lg bg-white px-6 py-3 font-bold text-teal-800 shadow hover:bg-teal-50"
          >
            {t('serviceProviders.orderService')}
          </Link>
        </div>
      </section>
      <section aria-labelledby="providers-title" className="mx-auto max-w-7xl px-4 py-8 md:py-10">
        <h2 id="providers-title" className="text-2xl font-bold text-slate-900">
          {t('serviceProviders.listTitle')}
        </h2>
        <div className="mt-6">
          {providers.isPending ? (
            <LoadingSpinner label={t('loading')} />
          ) : providers.isError ? (
            <LoadError
              text={t('serviceProviders.loadError', { message: providers.error.message })}
            />
          ) : providers.data.length === 0 ? (
            <p className="text-slate-700">{t('serviceProviders.empty')}</p>
          ) : (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {providers.data.map((provider) => (
                <li key={`${provider.type}-${String(provider.id)}`}>
                  <ProviderCard provider={provider} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
