import type { CachedOptions } from '../../shared/answer-cache.ts';

/** Ad answers show category, place and seller names besides the ads. */
const AD_TOPICS = ['ads', 'catalog', 'sellers'] as const;

/** Pages of ad cards: views and likes move their counts meanwhile. */
export const AD_PAGE_CACHE: CachedOptions = { ttl: 5, topics: AD_TOPICS };

/** One ad (its view count is kept exact apart, see view-counter.ts). */
export const AD_DETAIL_CACHE: CachedOptions = { ttl: 10, topics: AD_TOPICS };
