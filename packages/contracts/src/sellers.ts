import * as z from 'zod';
import { pageQuery, perPageQuery } from './ads.ts';
import { idParam } from './catalog.ts';

/** `GET /stores/{id}` and `GET /users/{id}`. */
export const sellerIdParams = z.object({ id: idParam });

/** `POST /store-follow/follow` and `DELETE /store-follow/unfollow` (the id in the body). */
export const storeFollowBody = z.object({ store_id: idParam });
export type StoreFollowBody = z.infer<typeof storeFollowBody>;

/** `POST /follow` and `DELETE /follow` (the id in the body). */
export const userFollowBody = z.object({ followed_id: idParam });
export type UserFollowBody = z.infer<typeof userFollowBody>;

/** The follow state after a follow or unfollow, with the exact number of followers. */
export const followData = z.object({
  is_following: z.boolean(),
  followers_count: z.number().int(),
});
export type FollowData = z.infer<typeof followData>;

/**
 * What `entity_id` of `POST /ads/user-ads` names: `store` a store (the store page), a user's role
 * (`client`) a user (the user page), whose own ads are those published without a store.
 */
export const SELLER_ENTITY_TYPES = ['client', 'store'] as const;
export type SellerEntityType = (typeof SELLER_ENTITY_TYPES)[number];

export const userAdsBody = z.object({
  entity_id: idParam,
  entity_type: z.enum(SELLER_ENTITY_TYPES),
  page: pageQuery,
  per_page: perPageQuery,
});
/** What a client sends: paging is optional. */
export type UserAdsBody = Pick<z.infer<typeof userAdsBody>, 'entity_id' | 'entity_type'> &
  Partial<Pick<z.infer<typeof userAdsBody>, 'page' | 'per_page'>>;

/** The real average (0 to 5) and count of the seller's ratings, and the count of their reviews. */
const sellerRating = {
  average_rating: z.number(),
  ratings_count: z.number().int(),
  reviews_count: z.number().int(),
};

/** A store as its page shows it (spec 3), in the `lang` language. */
export const store = z.object({
  id: z.number().int(),
  store_name: z.string(),
  store_type: z.string(),
  store_email: z.string().nullable(),
  store_website: z.string().nullable(),
  store_phone_number: z.string().nullable(),
  /** Plain text. */
  store_description: z.string(),
  store_profile_image: z.string().nullable(),
  store_cover_image: z.string().nullable(),
  country: z.object({ name: z.string() }).nullable(),
  city: z.object({ name: z.string() }).nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  is_verified: z.boolean(),
  total_number_of_ads: z.number().int(),
  follower_number: z.number().int(),
  /** False when signed out. */
  is_following: z.boolean(),
  /** The signed-in user owns the store (they cannot follow it). */
  is_own: z.boolean(),
  /** Its owner's user id (their ads name them already): a report of the store reports them. */
  owner_id: z.number().int(),
  ...sellerRating,
});
export type Store = z.infer<typeof store>;

/** Another user's public profile (spec 3): never their password, birthdate or user name. */
export const userProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  /**
   * Shown only where its owner shows it already: a user who publishes ads in person gives it on
   * them (their call button); else null. Never the email.
   */
  phone_number: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  profile_description: z.string().nullable(),
  roles: z.array(z.string()),
  is_verified: z.boolean(),
  /** Ads published in person (not through one of their stores). */
  ads_count: z.number().int(),
  followers_count: z.number().int(),
  is_following: z.boolean(),
  /** The signed-in user is this user (they cannot follow themselves). */
  is_own: z.boolean(),
  ...sellerRating,
});
export type UserProfile = z.infer<typeof userProfile>;
