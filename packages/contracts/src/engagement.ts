import * as z from 'zod';
import { idParam } from './catalog.ts';

/** `POST /likes/toggle` and `POST /favorites/toggle`. */
export const adIdBody = z.object({ ad_id: idParam });

/** The ad's like state after a toggle, for the counter next to the button. */
export const likeToggleData = z.object({ is_liked: z.boolean(), likes_count: z.number().int() });
export type LikeToggleData = z.infer<typeof likeToggleData>;

/** Spec 4: the message contains 'added' or 'removed'; the state is `data.is_favorite`. */
export const favoriteToggleData = z.object({ is_favorite: z.boolean() });
export type FavoriteToggleData = z.infer<typeof favoriteToggleData>;

/** What a review or a rating is about. The ad page uses `ad`; stores and sellers come later. */
export const ENTITY_TYPES = ['ad', 'store', 'user'] as const;
export const entityTypeSchema = z.enum(ENTITY_TYPES);
export type EntityType = z.infer<typeof entityTypeSchema>;

export const REVIEW_MAX_LENGTH = 2000;

const reviewText = z
  .string('required')
  .trim()
  .min(1, 'required')
  .max(REVIEW_MAX_LENGTH, 'review_max');

/** A review as `GET /reviews/{id}` lists it (spec 3); newest first, one per user and entity. */
export const review = z.object({
  id: z.number().int(),
  review: z.string(),
  rater_id: z.number().int(),
  user: z.object({ name: z.string(), avatar: z.string().nullable() }),
  /** The reviewer's own rating of the same thing (0.5 to 5), null when they gave none. */
  rating: z.number().nullable(),
  /** ISO 8601; when `updated_at` differs the review is shown as edited. */
  created_at: z.string(),
  updated_at: z.string(),
  /** The creation day, `YYYY-MM-DD`. */
  date: z.string(),
});
export type Review = z.infer<typeof review>;

/** `GET /reviews/{entityId}` with the `Entity-Type` header (default `ad`). */
export const reviewsParams = z.object({ entityId: idParam });
export const reviewIdParams = z.object({ id: idParam });

export const createReviewBody = z.object({
  entity_type: entityTypeSchema.default('ad'),
  entity_id: idParam,
  review: reviewText,
});
export type CreateReviewBody = z.infer<typeof createReviewBody>;

export const updateReviewBody = z.object({ review: reviewText });
export type UpdateReviewBody = z.infer<typeof updateReviewBody>;

/**
 * `POST /ratings`: one rating per user and entity, 0.5 to 5 in half steps; sending again
 * replaces it, and 0 removes it (the picker's lowest step means 'no rating', not a zero).
 */
export const ratingBody = z.object({
  entity_type: entityTypeSchema.default('ad'),
  entity_id: idParam,
  rating: z
    .number('rating_half_steps')
    .min(0, 'rating_half_steps')
    .max(5, 'rating_half_steps')
    .refine((value) => Number.isInteger(value * 2), 'rating_half_steps'),
});
export type RatingBody = z.infer<typeof ratingBody>;

/** The entity's rating after the user's vote; `my_rating` is null once removed. */
export const ratingData = z.object({
  average_rating: z.number(),
  ratings_count: z.number().int(),
  my_rating: z.number().nullable(),
});
export type RatingData = z.infer<typeof ratingData>;
