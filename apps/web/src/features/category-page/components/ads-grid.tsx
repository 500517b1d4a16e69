import { COUNTED_TOTAL_MAX } from '@souq/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AdCard } from '../../../shared/ads/ad-card';
import { AdCardSkeleton } from '../../../shared/ads/ad-card-skeleton';
import type { AdPage } from '../../../shared/ads/ads-api';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4';
const SKELETONS = 8;

/** The category's ads: 1, 2, 3 then 4 columns; skeletons, an error or noProducts otherwise. */
export function AdsGrid({ query }: { query: UseQueryResult<AdPage> }) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {t('oopsError')}
      </p>
    );
  }
  if (query.isPending) {
    return (
      <ul aria-busy="true" aria-label={t('loading')} className={GRID}>
        {Array.from({ length: SKELETONS }, (_, i) => (
          <li key={i}>
            <AdCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  const { data: ads, total } = query.data;
  return (
    <>
      <p
        role="status"
        className={
          ads.length === 0
            ? 'rounded-xl border border-dashed border-slate-300 p-10 text-center text-lg font-semibold text-slate-700'
            : 'mb-3 text-sm text-slate-600'
        }
      >
        {ads.length === 0
          ? t('categoryPage.noProducts')
          : t(total >= COUNTED_TOTAL_MAX ? 'categoryPage.resultsAtLeast' : 'categoryPage.results', {
              value: total,
            })}
      </p>
      {ads.length > 0 ? (
        <ul
          aria-busy={query.isPlaceholderData}
          className={`${GRID} transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {ads.map((ad, index) => (
            <li key={ad.id}>
              <AdCard ad={ad} priority={index === 0} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
