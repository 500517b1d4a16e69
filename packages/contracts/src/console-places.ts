import * as z from 'zod';
import { idValue } from './catalog.ts';

/**
 * The places an admin edits in the console (issue 47): countries and their cities (Syria's are
 * its governorates), named in both languages, each with an optional point on a map.
 */

export const PLACE_NAME_MAX = 80;
/** The most places one reorder names: more than the site will ever hold in one list. */
export const PLACE_ORDER_MAX = 500;

const placeName = z.string('required').trim().min(1, 'required').max(PLACE_NAME_MAX);
const latitude = z.number().min(-90).max(90).nullable();
const longitude = z.number().min(-180).max(180).nullable();

/** A flag: a picture of the site's (`/media/…`) or a short text such as its emoji. */
const FLAG_PATH = /^\/media\/[\w./-]{1,120}$/;
const FLAG_TEXT_MAX = 16;
const flag = z
  .string('required')
  .trim()
  .min(1, 'required')
  .refine(
    (value) => FLAG_PATH.test(value) || (value.length <= FLAG_TEXT_MAX && !value.includes('/')),
    'place_flag',
  );

type MapPoint = { latitude: number | null; longitude: number | null };

/** A point is both numbers or neither: the one missing is marked. */
function bothOrNeither(value: MapPoint, ctx: z.core.$RefinementCtx<MapPoint>): void {
  if ((value.latitude === null) === (value.longitude === null)) return;
  ctx.addIssue({
    code: 'custom',
    message: 'place_coordinates_pair',
    path: [value.latitude === null ? 'latitude' : 'longitude'],
  });
}

/** `POST /admin/places/countries`, `PUT /admin/places/countries/{id}`. */
export const countryBody = z
  .object({
    name_en: placeName,
    name_ar: placeName,
    dial_code: z
      .string('required')
      .trim()
      .regex(/^\+\d{1,4}$/, 'place_dial_code'),
    flag,
    latitude,
    longitude,
  })
  .superRefine(bothOrNeither);
export type CountryBody = z.infer<typeof countryBody>;

/** `POST /admin/places/cities`, `PUT /admin/places/cities/{id}` (it may move to another country). */
export const cityBody = z
  .object({
    country_id: idValue,
    name_en: placeName,
    name_ar: placeName,
    latitude,
    longitude,
  })
  .superRefine(bothOrNeither);
export type CityBody = z.infer<typeof cityBody>;

/** A new order: every country, or every city of one country, each once, first to last. */
export const placeOrderBody = z.object({
  ids: z.array(idValue).min(1).max(PLACE_ORDER_MAX),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

const mapPoint = { latitude: z.number().nullable(), longitude: z.number().nullable() };

/** A city as the console shows it: with how many ads are in it. */
export const placeCity = z.object({
  id: z.number().int(),
  country_id: z.number().int(),
  name_en: z.string(),
  name_ar: z.string(),
  position: z.number().int(),
  ...mapPoint,
  ads: z.number().int(),
});
export type PlaceCity = z.infer<typeof placeCity>;

/** A country as the console shows it: its cities in their order, and how many ads name it. */
export const placeCountry = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_ar: z.string(),
  dial_code: z.string(),
  flag: z.string(),
  position: z.number().int(),
  ...mapPoint,
  ads: z.number().int(),
  cities: z.array(placeCity),
});
export type PlaceCountry = z.infer<typeof placeCountry>;
