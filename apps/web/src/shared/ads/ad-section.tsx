import { LIMITS } from '@souq/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { AdCard } from './ad-card';
import { AdCardSkeleton } from './ad-card-skeleton';
import type { AdPage } from './ads-api';
import { SectionHeader } from '../ui/section-header';

type AdSectionProps = {
  title: string;
  query: UseQueryResult<AdPage>;
  /** Where 'Show more' leads; no link without it. */
  moreTo?: string;
};

/**
 * A titled row of at most 4 ads (1, 2 and 4 columns): a 4-card skeleton while loading,
 * 'Oops!! error' on failure, nothing at all when the list is empty.
 */
export function AdSection({ title, query, moreTo }: AdSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  if (query.isSuccess && query.data.data.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-6">
      <SectionHeader id={headingId} title={title} moreTo={query.isSuccess ? moreTo : undefined} />
      {query.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t('oopsError')}
        </p>
      ) : (
        <ul
          aria-busy={query.isPending}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          {query.isPending
            ? Array.from({ length: LIMITS.skeletonCards }, (_, i) => (
                <li key={i}>
                  <AdCardSkeleton />
                </li>
              ))
            : query.data.data.slice(0, LIMITS.sectionAds).map((ad) => (
                <li key={ad.id}>
                  <AdCard ad={ad} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
