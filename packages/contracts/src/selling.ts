import * as z from 'zod';
import { AD_STATUSES, FILTER_TYPES, adHoldReason, adImage } from './ads.ts';
import { idParam } from './catalog.ts';
import { MAX_ID } from './constants.ts';
import { LANGUAGES } from './lang.ts';

/** The rules of posting an ad (issue 17). */
export const SELLING_LIMITS = {
  titleMin: 10,
  titleMax: 90,
  descriptionMax: 4000,
  picturesMin: 1,
  picturesMax: 12,
  /** A numeric(14, 2) price. */
  priceMax: 999_999_999_999,
  attributeTextMax: 100,
  attributesMax: 40,
  /** New ads per account in 24 hours. */
  adsPerDay: 10,
  /** An ad is live this many days after it is published or renewed (`AD_LIFETIME_DAYS`). */
  lifetimeDays: 30,
  /** A sold ad stays on its page this long. */
  soldVisibleDays: 7,
  /** My ads warns this long before an ad expires. */
  expiryWarningDays: 3,
  /** Two pictures whose perceptual hashes differ by at most this many of 64 bits are the same. */
  duplicateHashDistance: 6,
} as const;

export const PRICE_KINDS = ['fixed', 'negotiable', 'free'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];

/**
 * An attribute a seller answers, from the category's filter definition: choices carry their
 * English label as the value (what the filters match), shown by `label` in the page's language;
 * a range is a number between `min` and `max`.
 */
export const postingAttribute = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(FILTER_TYPES),
  required: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type PostingAttribute = z.infer<typeof postingAttribute>;

/** `GET /selling/attributes?category_id=`. */
export const postingAttributesQuery = z.object({ category_id: idParam });

/** A category as the post form's finder shows it: its name in both languages. */
export const postingCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The name in the other language, so that a word in either finds it. */
  other_name: z.string(),
  icon: z.string(),
  children: z.array(z.object({ id: z.number().int(), name: z.string(), other_name: z.string() })),
});
export type PostingCategory = z.infer<typeof postingCategory>;

/** `GET /selling/options`: what the post form chooses from. */
export const postingOptions = z.object({
  categories: z.array(postingCategory),
  cities: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The seller's own stores: an ad may be published as one of them. */
  stores: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type PostingOptions = z.infer<typeof postingOptions>;

/** An uploaded picture: its id (the form lists these), and how to show it. */
export const uploadedPicture = adImage.extend({ id: z.number().int() });
export type UploadedPicture = z.infer<typeof uploadedPicture>;

export const attributeAnswer = z.union([
  z.number(),
  z.string().trim().max(SELLING_LIMITS.attributeTextMax, 'too_big_string'),
  z
    .array(z.string().trim().max(SELLING_LIMITS.attributeTextMax, 'too_big_string'))
    .max(SELLING_LIMITS.attributesMax),
]);
export type AttributeAnswer = z.infer<typeof attributeAnswer>;

const title = z
  .string('required')
  .trim()
  .min(SELLING_LIMITS.titleMin, 'ad_title_length')
  .max(SELLING_LIMITS.titleMax, 'ad_title_length');
const description = z.string().trim().max(SELLING_LIMITS.descriptionMax, 'ad_description_max');
const optionalText = <T extends z.ZodString>(text: T) =>
  z.preprocess((value) => (value === '' ? null : value), text.nullable()).default(null);
const blankAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
/** A select left at "Choose": its own message, not the id's "greater than 0". */
const chosenCity = z.preprocess(
  blankAsUndefined,
  z
    .number({ error: (issue) => (issue.input === undefined ? 'ad_city_required' : 'not_a_number') })
    .int()
    .positive()
    .max(MAX_ID),
);
const price = z.preprocess(
  blankAsUndefined,
  z
    .number({
      error: (issue) => (issue.input === undefined ? 'ad_price_required' : 'not_a_number'),
    })
    .min(0, 'too_small_number')
    .max(SELLING_LIMITS.priceMax, 'too_big_number'),
);

/**
 * The post form (`POST /selling/ads`, `PUT /selling/ads/{id}`). The attributes are checked
 * against the category's definitions apart (`attributeIssues`): the schema cannot know them.
 */
const adFormFields = z.object({
  category_id: idParam,
  sub_category_id: idParam.nullable().default(null),
  /** The language the seller writes in. */
  lang: z.enum(LANGUAGES),
  title,
  description: description.default(''),
  /** The same in the other language, when the seller gives it. */
  other_title: optionalText(title),
  other_description: optionalText(description),
  price_kind: z.enum(PRICE_KINDS),
  /** 0 only when the ad is free (`pricedAboveZero`). */
  price,
  city_id: chosenCity,
  show_phone: z.boolean().default(true),
  /** Published as one of the seller's stores, or as themselves. */
  store_id: idParam.nullable().default(null),
  /** By attribute (filter definition) id. */
  attributes: z
    .record(z.string().regex(/^\d{1,9}$/), attributeAnswer)
    .default({})
    .refine((a) => Object.keys(a).length <= SELLING_LIMITS.attributesMax, 'invalid'),
  /** Uploaded picture ids; the first is the cover. */
  pictures: z
    .array(idParam)
    .min(SELLING_LIMITS.picturesMin, 'ad_pictures_min')
    .max(SELLING_LIMITS.picturesMax, 'ad_pictures_max'),
});

/**
 * A fixed or negotiable price of 0 is a free ad mislabelled: the seller says which it is. Checked
 * whatever else is wrong (`when`), so that the form shows it with the other messages at once.
 */
function pricedAboveZero(form: { price_kind: PriceKind; price: number }): boolean {
  return form.price_kind === 'free' || form.price > 0;
}
const PRICE_ABOVE_ZERO = {
  path: ['price'],
  message: 'ad_price_positive',
  when: (payload: z.core.ParsePayload) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some(
      (issue) =>
        issue.path?.length === 0 || ['price', 'price_kind'].includes(String(issue.path?.[0])),
    ),
};

export const adForm = adFormFields.refine(pricedAboveZero, PRICE_ABOVE_ZERO);
export type AdFormInput = z.input<typeof adForm>;
export type AdForm = z.output<typeof adForm>;

/**
 * A draft: whatever the seller has typed so far, right or not (the form shows its messages
 * when they publish), bounded in size.
 */
export const adDraftValues = z.object({
  category_id: idParam.nullable().optional(),
  sub_category_id: idParam.nullable().optional(),
  lang: z.enum(LANGUAGES).optional(),
  title: z
    .string()
    .max(SELLING_LIMITS.titleMax * 2)
    .optional(),
  description: z
    .string()
    .max(SELLING_LIMITS.descriptionMax * 2)
    .optional(),
  other_title: z
    .string()
    .max(SELLING_LIMITS.titleMax * 2)
    .nullable()
    .optional(),
  other_description: z
    .string()
    .max(SELLING_LIMITS.descriptionMax * 2)
    .nullable()
    .optional(),
  price_kind: z.enum(PRICE_KINDS).optional(),
  price: z.number().nullable().optional(),
  city_id: idParam.nullable().optional(),
  show_phone: z.boolean().optional(),
  store_id: idParam.nullable().optional(),
  attributes: z
    .record(z.string().regex(/^\d{1,9}$/), attributeAnswer)
    .refine((a) => Object.keys(a).length <= SELLING_LIMITS.attributesMax, 'invalid')
    .optional(),
  pictures: z.array(idParam).max(SELLING_LIMITS.picturesMax).optional(),
});
export type AdDraftValues = z.infer<typeof adDraftValues>;

/** `GET /selling/draft`: the draft with its pictures, or null. */
export const adDraft = z.object({
  values: adDraftValues,
  pictures: z.array(uploadedPicture),
  updated_at: z.string(),
});
export type AdDraft = z.infer<typeof adDraft>;

/**
 * `GET /selling/ads/{id}`: an own ad as the edit form starts from it, with where it stands
 * (issue 42: saving a rejected ad sends it for review again; a hidden one stays hidden).
 */
export const editableAd = z.object({
  values: adDraftValues,
  pictures: z.array(uploadedPicture),
  /** As My ads shows it (`expired` for an active ad past its expiry). */
  status: z.enum(AD_STATUSES),
  /** The moderator's reason of a hidden or rejected ad, else null. */
  decision_reason: z.string().nullable(),
});
export type EditableAd = z.infer<typeof editableAd>;

/** The tabs of My ads: `review` holds the ads pending, hidden or rejected by moderators. */
export const MY_AD_TABS = ['active', 'sold', 'expired', 'review'] as const;
export type MyAdTab = (typeof MY_AD_TABS)[number];

export const myAdsQuery = z.object({
  tab: z.enum(MY_AD_TABS).default('active'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

/** One of the seller's ads on My ads, with how it does. */
export const myAd = z.object({
  id: z.number().int(),
  title: z.string(),
  lang: z.enum(LANGUAGES),
  price: z.number(),
  negotiable: z.boolean(),
  picture: adImage.nullable(),
  status: z.enum(AD_STATUSES),
  /** ISO 8601. */
  created_at: z.string(),
  expires_at: z.string(),
  sold_at: z.string().nullable(),
  views: z.number().int(),
  likes: z.number().int(),
  favorites: z.number().int(),
  reviews: z.number().int(),
  call_taps: z.number().int(),
  /** Buyers who wrote to the seller about it (issue 18). */
  conversations: z.number().int(),
  /** Why it waits for a moderator (pending or hidden), else null (issue 42). */
  hold_reason: adHoldReason.nullable(),
  /** The moderator's reason of a hidden or rejected ad, else null. */
  decision_reason: z.string().nullable(),
});
export type MyAd = z.infer<typeof myAd>;

export const myAdsPage = z.object({
  ads: z.array(myAd),
  counts: z.object({
    active: z.number().int(),
    sold: z.number().int(),
    expired: z.number().int(),
    review: z.number().int(),
  }),
  page: z.number().int(),
  last_page: z.number().int(),
});
export type MyAdsPage = z.infer<typeof myAdsPage>;

/**
 * `POST /selling/ads` and `PUT /selling/ads/{id}` answer the ad's id and status: `pending` when
 * it waits for a moderator before it is live (a new seller, a prohibited word, a picture of a
 * banned account's ad).
 */
export const publishedAd = z.object({ id: z.number().int(), status: z.enum(AD_STATUSES) });

/** A 409 for a second copy of a live ad: where the first one is. */
export const duplicateAd = z.object({ existing_ad_id: z.number().int() });

/** Empty answers count as none (a cleared field, an unticked list). */
const blankAsMissing = (value: unknown) =>
  value === '' || value === null || (Array.isArray(value) && value.length === 0)
    ? undefined
    : value;

const missingOr = (key: 'unknown_option' | 'not_a_number' | 'invalid_type') => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : key),
});

function answerSchema(attribute: PostingAttribute): z.ZodType<AttributeAnswer> {
  const values = attribute.options.map((option) => option.value);
  switch (attribute.type) {
    case 'multiselect':
      return z.array(z.enum(values, missingOr('unknown_option'))).max(values.length);
    case 'range': {
      let number = z.number(missingOr('not_a_number'));
      if (attribute.min !== null) number = number.min(attribute.min, 'too_small_number');
      if (attribute.max !== null) number = number.max(attribute.max, 'too_big_number');
      return number;
    }
    case 'text':
      return z
        .string(missingOr('invalid_type'))
        .trim()
        .max(SELLING_LIMITS.attributeTextMax, 'too_big_string');
    case 'dropdown':
    case 'work_time':
    case 'boolean':
      return z.enum(values, missingOr('unknown_option'));
  }
}

/**
 * The answers to a category's attributes, keyed by attribute id: each checked by its type
 * and options, the required ones present. The post form and the server use this same schema.
 */
export function attributesSchema(attributes: readonly PostingAttribute[]) {
  const shape: Record<string, z.ZodType<AttributeAnswer | undefined>> = {};
  for (const attribute of attributes) {
    const answer = answerSchema(attribute);
    shape[String(attribute.id)] = z.preprocess(
      blankAsMissing,
      attribute.required ? answer : answer.optional(),
    );
  }
  return z
    .strictObject(shape)
    .transform((answers) =>
      Object.fromEntries(
        Object.entries(answers).filter(
          (entry): entry is [string, AttributeAnswer] => entry[1] !== undefined,
        ),
      ),
    );
}

/** The post form with the chosen category's attributes checked. */
export function adFormFor(attributes: readonly PostingAttribute[]) {
  return adFormFields
    .extend({ attributes: attributesSchema(attributes) })
    .refine(pricedAboveZero, PRICE_ABOVE_ZERO);
}
