import type { Ad, Paginated } from '@souq/contracts';
import type { CachedOptions } from '../../shared/answer-cache.ts';
import {
  adTag,
  cardTag,
  countsTag,
  listedTag,
  type ContentTag,
} from '../../shared/content-changes.ts';

/** Ad answers show category, place and seller names besides the ads. */
const AD_TOPICS = ['ads', 'catalog', 'sellers'] as const;

/** Pages of ad cards: views move their counts meanwhile. */
export const AD_PAGE_CACHE: CachedOptions = { ttl: 5, topics: AD_TOPICS };

/** One card, as long as a page of them (`AdReads.cards`); a few thousand per language. */
export const AD_CARD_CACHE: CachedOptions = { ...AD_PAGE_CACHE, size: 5000 };

/** One ad (its view count is kept exact apart, see view-counter.ts). */
export const AD_DETAIL_CACHE: CachedOptions = { ttl: 10, topics: AD_TOPICS };

/** A category's place in the tree (`AdReads.scope`): it changes only with the catalogue. */
export const CATEGORY_SCOPE_CACHE: CachedOptions = { ttl: 300, topics: ['catalog'] };

/** A category's filters (`AdReads.filters`): they change only with the catalogue. */
export const FILTER_DEFINITIONS_CACHE: CachedOptions = { ttl: 300, topics: ['catalog'] };

/**
 * How many live ads a category holds, or the whole site: every page of its lists, and the
 * similar ads of each of its ads, show it (`AdReads.liveCount`). Ads that expire meanwhile are
 * counted until it is read again.
 */
export const LIVE_COUNT_CACHE: CachedOptions = { ttl: 30, topics: ['ads'], size: 512 };

/** What an ad's card shows (content-changes.ts). */
export const cardTags = (id: number): ContentTag[] => [cardTag(id), countsTag(id)];

/** What an ad's own page shows: its card, and more. */
export const adPageTags = (id: number): ContentTag[] => [adTag(id), ...cardTags(id)];

/**
 * What a page of cards shows: which ads are listed, and their cards. A list narrowed to a
 * category changes with the ads of that category (`listed:<id>`), another with any ad.
 */
export function listTags(categoryId: number | undefined, page: Paginated<Ad>): ContentTag[] {
  return [
    categoryId === undefined ? 'listed:any' : listedTag(categoryId),
    ...page.data.flatMap((card) => cardTags(card.id)),
  ];
}
