import type { Store } from '@souq/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLoaderData } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { isMissing } from '../../../shared/lib/not-found';
import { SellerAds } from '../../../shared/sellers/seller-ads';
import { SellerPageError } from '../../../shared/sellers/seller-page-error';
import { NotFoundPage } from '../../../shared/ui/not-found-page';
import { PageLoading } from '../../../shared/ui/page-loading';
import { storeQueryOptions } from './api/get-store';
import { StoreDetails } from './components/store-details';
import { StoreHero } from './components/store-hero';
import type { storeLoader } from './store-loader';

/**
 * `/{lang}/store/{id}`: spinner while loading, the not-found page for an unknown store,
 * 'Error: {message}' on any other failure, else the store.
 */
export function StorePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { storeId } = useLoaderData<ReturnType<typeof storeLoader>>();
  const store = useQuery(storeQueryOptions(storeId, lang));

  if (store.isPending) return <PageLoading label={t('loading')} />;
  if (isMissing(store.error)) return <NotFoundPage />;
  if (store.isError) return <SellerPageError message={store.error.message} />;
  return <StoreContent store={store.data} />;
}

function StoreContent({ store }: { store: Store }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${store.store_name} | ${t('appName')}`}</title>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-6">
        <StoreHero store={store} />
        <StoreDetails store={store} />
      </div>
      <SellerAds title={t('store.ads')} entity={{ entity_type: 'store', entity_id: store.id }} />
    </>
  );
}
