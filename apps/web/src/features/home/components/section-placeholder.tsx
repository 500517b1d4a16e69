import { LIMITS } from '@souq/contracts';
import { AdCardSkeleton } from '../../../shared/ads/ad-card-skeleton';

/** An ad section's shape (title bar and 4 card skeletons) while its title is not known yet. */
export function SectionPlaceholder() {
  return (
    <div aria-hidden="true" className="mx-auto max-w-7xl px-4 py-6">
      <div className="mb-4 h-7 w-40 animate-pulse rounded bg-slate-200" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: LIMITS.skeletonCards }, (_, index) => (
          <AdCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
