import * as z from 'zod';
import { idParam } from './catalog.ts';
import { LANGUAGES } from './lang.ts';
import { AD_SORTS, LISTING_LIMITS } from './listing-limits.ts';

/**
 * Where an ad is in its life, as its owner and its page see it. `pending` waits for a moderator,
 * `hidden` was taken down until one decides, `rejected` will not go live (issue 42).
 */
export const AD_STATUSES = [
  'active',
  'sold',
  'expired',
  'deleted',
  'pending',
  'hidden',
  'rejected',
] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

/**
 * Why a pending or hidden ad waits for a moderator, as its seller is told: the automatic holds
 * (`HOLD_REASONS` in moderation.ts) or a moderator's own decision (`moderator`).
 */
export const AD_HOLD_REASONS = [
  'new_seller',
  'prohibited_word',
  'banned_picture',
  'reports',
  'resubmitted',
  'moderator',
] as const;
export const adHoldReason = z.enum(AD_HOLD_REASONS);
export type AdHoldReason = z.infer<typeof adHoldReason>;

/** One picture of an ad: WebP in every IMAGE_WIDTHS width, with its intrinsic size (no layout shift). */
export const adImage = z.object({
  /** The largest width, for a plain `src`. */
  src: z.string(),
  /** `"/media/…-320.webp 320w, /media/…-640.webp 640w, …"`. */
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type AdImage = z.infer<typeof adImage>;

/** An attribute of an ad (spec 3): a string, or a list for multi-select filters. */
export const adAttribute = z.object({
  /** The filter definition it answers, when there is one. */
  id: z.number().int().nullable(),
  name: z.string(),
  value: z.union([z.string(), z.array(z.string())]),
});
export type AdAttribute = z.infer<typeof adAttribute>;

/** Who published the ad: a user (role `client`) or one of their stores (its store type). */
export const authorInfo = z.object({
  author_id: z.number().int(),
  author_name: z.string(),
  /** `client`, or the store's type (`car_dealer`, `real_estate_office`, …). */
  author_role: z.string(),
  author_img: z.string().nullable(),
  is_verified: z.boolean(),
  /** The seller's real number for the call button. */
  author_phone: z.string().nullable(),
  /** Set when a store published the ad: the seller card links to `/store/{id}`, else `/user/{author_id}/profile`. */
  store_id: z.number().int().nullable(),
});
export type AuthorInfo = z.infer<typeof authorInfo>;

/** An ad as lists, search results and the detail page get it (spec 3), in the `lang` language. */
export const ad = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  category_id: z.number().int(),
  /** In S.P; 0 for a free ad. */
  price: z.number(),
  /** The seller takes offers around the price. */
  negotiable: z.boolean(),
  /** The language the title and description are written in (a seller writes in one). */
  lang: z.enum(LANGUAGES),
  /** Lists show only active ads; an ad page may be sold (for a week) or, to its owner, expired. */
  status: z.enum(AD_STATUSES),
  images: z.array(adImage),
  /** The address line. */
  location: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  /** ISO 8601 creation time. */
  date: z.string(),
  /** The value of the `Vehicle Condition` attribute (or its Arabic name), when the ad has one. */
  condition: z.string().nullable(),
  is_favorite: z.boolean(),
  is_liked: z.boolean(),
  likes_count: z.number().int(),
  reviews_count: z.number().int(),
  ratings_count: z.number().int(),
  /** 0 to 5. */
  average_rating: z.number(),
  view_count: z.number().int(),
  attributes: z.array(adAttribute),
  author_info: authorInfo,
});
export type Ad = z.infer<typeof ad>;

/** `GET /ads/{id}` adds the HTML description and the signed-in user's own rating. */
export const adDetail = ad.extend({
  /** Server HTML: the client sanitizes it (DOMPurify) before rendering. */
  description: z.string(),
  my_rating: z.number().nullable(),
  /**
   * The languages its title and description exist in: the seller's alone unless they gave a
   * translation (both for the seed's ads). The page links to its other language's address as
   * a translation only when both exist.
   */
  languages: z.array(z.enum(LANGUAGES)),
  /**
   * To the ad's owner alone (issue 42): why it waits (pending or hidden), and the moderator's
   * reason of the last decision (a rejection). Absent for everyone else.
   */
  hold_reason: adHoldReason.nullable().optional(),
  decision_reason: z.string().nullable().optional(),
});
export type AdDetail = z.infer<typeof adDetail>;

export const AD_PAGE_SIZE = 12;
export const AD_PAGE_SIZE_MAX = 48;

export const pageQuery = z.coerce.number().int().min(1).max(LISTING_LIMITS.pageMax).default(1);
export const perPageQuery = z.coerce
  .number()
  .int()
  .min(1)
  .max(AD_PAGE_SIZE_MAX)
  .default(AD_PAGE_SIZE);

export const adIdParams = z.object({ id: idParam });

export const FILTER_TYPES = [
  'dropdown',
  'work_time',
  'range',
  'multiselect',
  'boolean',
  'text',
] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

/**
 * `GET /get_filter_options?category_id=` (spec 3): choice filters list their options in the
 * `lang` language (multiselect and boolean start with the option meaning 'all', which clients
 * skip); a range lists `[min, max]` (or only `[max]`); a text filter lists nothing.
 */
export const filterDefinition = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(FILTER_TYPES),
  values: z.union([z.array(z.string()), z.array(z.number())]),
});
export type FilterDefinition = z.infer<typeof filterDefinition>;

export const filterOptionsQuery = z.object({ category_id: idParam });

/**
 * One applied filter of spec 7: a scalar for one value, a list for several, `[min, max]` for
 * a range. Choice values are option labels in the request's language.
 */
export const filterAttribute = z.object({
  attribute_id: idParam,
  value: z.union([
    z.string().trim().min(1).max(LISTING_LIMITS.filterValueMax),
    z
      .array(z.string().trim().max(LISTING_LIMITS.filterValueMax))
      .min(1)
      .max(LISTING_LIMITS.filterValuesMax),
  ]),
});
export type FilterAttribute = z.infer<typeof filterAttribute>;

/**
 * `GET /ads`: the home sections (`category_id` only) and the category page (filters, `q`,
 * `sort`, `page`). `filtersAttributes` travels bracket-encoded (`adsQueryString`).
 */
export const adsQuery = z.object({
  category_id: idParam.optional(),
  filtersAttributes: z.array(filterAttribute).max(LISTING_LIMITS.filtersMax).optional(),
  q: z.string().trim().max(LISTING_LIMITS.searchTermMax).optional(),
  sort: z.enum(AD_SORTS).default('newest'),
  page: pageQuery,
  per_page: perPageQuery,
});
/** What a client sends: every field optional (the server fills the defaults). */
export type AdsQuery = Partial<z.infer<typeof adsQuery>>;

/** `GET /search?q=&category_id=`: a non-blank term, optionally narrowed to one category. */
export const searchQuery = z.object({
  q: z.string().trim().min(1, 'search_term_required').max(LISTING_LIMITS.searchTermMax),
  category_id: idParam.optional(),
  page: pageQuery,
  per_page: perPageQuery,
});
export type SearchQuery = Pick<z.infer<typeof searchQuery>, 'q'> &
  Partial<z.infer<typeof searchQuery>>;

/** `GET /ads/most-viewed` and `GET /ads/{id}/similar`. */
export const adPageQuery = z.object({ page: pageQuery, per_page: perPageQuery });
