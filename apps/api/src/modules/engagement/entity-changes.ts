import type { EntityType } from '@souq/contracts';
import {
  adTag,
  cardTag,
  countsTag,
  sellerTag,
  type ContentTag,
} from '../../shared/content-changes.ts';

/**
 * What a rating of an ad, a store or a user changes: an ad's stars on its card and beside its
 * reviews (each shows its rater's rating), or the seller's page.
 */
export const ratingChanges = (type: EntityType, id: number): ContentTag[] =>
  type === 'ad' ? [adTag(id), cardTag(id)] : [sellerTag(type, id)];

/** What a review changes: an ad's reviews and their count, or the seller's page. */
export const reviewChanges = (type: EntityType, id: number): ContentTag[] =>
  type === 'ad' ? [adTag(id), countsTag(id)] : [sellerTag(type, id)];
