import { LIMITS } from '@souq/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { AdCard } from '../ads/ad-card';
import { AdCardSkeleton } from '../ads/ad-card-skeleton';
import { useLang } from '../i18n/use-lang';
import { HydrateLater } from '../ui/hydrate-later';
import { sellerAdsQueryOptions, type SellerEntity } from './seller-ads-api';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4';

/** The seller's ads in a grid of 1, 2 and 4 columns, with 'Show more' while pages remain. */
export function SellerAds({ title, entity }: { title: string; entity: SellerEntity }) {
  const { t } = useTranslation();
  const lang = useLang();
  const headingId = useId();
  const query = useInfiniteQuery(sellerAdsQueryOptions(lang, entity));
  const ads = query.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-6">
      <h2 id={headingId} className="mb-4 text-xl font-bold text-slate-900">
        {title}
      </h2>
      {query.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t('oopsError')}
        </p>
      ) : query.isPending ? (
        <ul aria-busy="true" aria-label={t('loading')} className={GRID}>
          {Array.from({ length: LIMITS.skeletonCards }, (_, i) => (
            <li key={i}>
              <AdCardSkeleton />
            </li>
          ))}
        </ul>
      ) : ads.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-lg font-semibold text-slate-700">
          {t('categoryPage.noProducts')}
        </p>
      ) : (
        <>
          <ul className={GRID}>
            {ads.map((ad) => (
              <li key={ad.id}>
                <HydrateLater>
                  <AdCard ad={ad} />
                </HydrateLater>
              </li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <button
                type="button"
                disabled={query.isFetchingNextPage}
                onClick={() => {
                  void query.fetchNextPage();
                }}
                className="rounded-lg border border-teal-700 px-5 py-2 font-semibold text-teal-800 hover:bg-teal-50 disabled:opacity-60"
              >
                {query.isFetchingNextPage ? t('loading') : t('adSection.showMore')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
