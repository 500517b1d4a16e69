import * as z from 'zod';
import { idValue } from './catalog.ts';
import { MAX_ID } from './constants.ts';

/**
 * The home banners an admin edits in the console (issue 47): a picture (and one for Arabic
 * pages), what it says in both languages, the ad or the page of the site it opens, its order and
 * the dates it is shown between.
 */

export const BANNER_ALT_MAX = 200;
export const BANNER_LINK_MAX = 300;
/** The most banners one reorder names: more than a slider will ever hold. */
export const BANNER_ORDER_MAX = 200;

/** A picture the site serves (`/media/…`), as the picture upload answers it. */
const SERVED_PICTURE = /^\/media\/(?:[\w-]+\/)*[\w-]+$/;
const picture = z.string('required').max(200).regex(SERVED_PICTURE, 'banner_picture');

/** A language segment first: the slide adds the page's own. */
const LANGUAGE_FIRST = /^\/(?:en|ar)(?:[/?#]|$)/;

/**
 * A path of this site, as a slide opens it in the page's language (`/category/8`): one `/`
 * first, so no scheme and no other host (`//host`, `/\host`); no `//` anywhere, no space or
 * control character, no language segment.
 */
export function isSitePath(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.includes('//') &&
    !/[\s\\\p{Cc}]/u.test(value) &&
    !LANGUAGE_FIRST.test(value)
  );
}

const altText = z.string('required').trim().min(1, 'required').max(BANNER_ALT_MAX);

/** A moment with its offset (`2026-03-01T09:00:00.000Z`), or none. */
const moment = z.iso.datetime({ offset: true, error: 'invalid_format' }).nullable();

/** `POST /admin/banners`, `PUT /admin/banners/{id}`: the whole banner. */
export const bannerBody = z
  .object({
    image: picture,
    image_ar: picture.nullable(),
    alt_en: altText,
    alt_ar: altText,
    target_id: z.number('not_a_number').int('not_an_integer').positive().max(MAX_ID).nullable(),
    link: z.string().trim().max(BANNER_LINK_MAX).refine(isSitePath, 'banner_link').nullable(),
    starts_at: moment,
    ends_at: moment,
    active: z.boolean(),
  })
  .superRefine((body, ctx) => {
    if (body.target_id !== null && body.link !== null) {
      ctx.addIssue({ code: 'custom', message: 'banner_link_or_ad', path: ['link'] });
    }
    if (
      body.starts_at !== null &&
      body.ends_at !== null &&
      Date.parse(body.ends_at) <= Date.parse(body.starts_at)
    ) {
      ctx.addIssue({ code: 'custom', message: 'banner_end_after_start', path: ['ends_at'] });
    }
  });
export type BannerBody = z.infer<typeof bannerBody>;

/** `PUT /admin/banners/{id}/active`: shown (within its dates) or not. */
export const bannerActiveBody = z.object({ active: z.boolean() });
export type BannerActiveBody = z.infer<typeof bannerActiveBody>;

/** `PUT /admin/banners/order`: every banner, each once, first to last. */
export const bannerOrderBody = z.object({
  ids: z.array(idValue).min(1).max(BANNER_ORDER_MAX),
});
export type BannerOrderBody = z.infer<typeof bannerOrderBody>;

/**
 * Where a banner stands now: shown (`live`), waiting for its start (`scheduled`), past its end
 * (`ended`), or turned off whatever its dates (`off`).
 */
export const BANNER_STATES = ['live', 'scheduled', 'ended', 'off'] as const;
export type BannerState = (typeof BANNER_STATES)[number];

/** A banner as the console lists it: what it was given, its pictures' addresses, its state. */
export const consoleBanner = z.object({
  id: z.number().int(),
  image: z.string(),
  image_ar: z.string().nullable(),
  /** The pictures as the console shows them (one width of each). */
  preview: z.string(),
  preview_ar: z.string().nullable(),
  alt_en: z.string(),
  alt_ar: z.string(),
  target_id: z.number().int().nullable(),
  link: z.string().nullable(),
  position: z.number().int(),
  active: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  state: z.enum(BANNER_STATES),
});
export type ConsoleBanner = z.infer<typeof consoleBanner>;

/** `POST /admin/banners/pictures`: the picture's path to give a banner, and how it looks. */
export const bannerPicture = z.object({ image: z.string(), preview: z.string() });
export type BannerPicture = z.infer<typeof bannerPicture>;
