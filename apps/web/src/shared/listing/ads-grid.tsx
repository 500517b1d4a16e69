import { COUNTED_TOTAL_MAX } from '@souq/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation';
import { AdCard } from '../ads/ad-card';
import { AdCardSkeleton } from '../ads/ad-card-skeleton';
import type { AdPage } from '../ads/ads-api';
import { ResultsGrid } from '../ui/results-grid';

/** The category's ads: 1, 2, 3 then 4 columns; skeletons, an error or noProducts otherwise. */
export function AdsGrid({ query }: { query: UseQueryResult<AdPage> }) {
  const { t } = useTranslation();
  return (
    <ResultsGrid
      query={query}
      grid="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
      skeletons={8}
      skeleton={<AdCardSkeleton />}
      errorText={t('oopsError')}
      emptyText={t('categoryPage.noProducts')}
      countText={(total) =>
        t(total >= COUNTED_TOTAL_MAX ? 'categoryPage.resultsAtLeast' : 'categoryPage.results', {
          value: total,
        })
      }
      item={(ad, index) => <AdCard ad={ad} priority={index === 0} />}
    />
  );
}
