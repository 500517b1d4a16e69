import * as z from 'zod';
import { MAX_ID } from './constants.ts';

/** A positive whole number read from a query string or a path segment (see also `parseId`). */
export const idParam = z.coerce.number().int().positive().max(MAX_ID);

/** A row's id in a JSON body (a number, as the database's `integer` holds it). */
export const idValue = z.number().int().positive().max(MAX_ID);

export const category = z.object({ id: z.number().int(), name: z.string(), icon: z.string() });
export type Category = z.infer<typeof category>;

export const subCategory = z.object({ id: z.number().int(), name: z.string() });
export type SubCategory = z.infer<typeof subCategory>;

/** `GET /categories` lists the top level; `?categoryId=` lists that category's children. */
export const categoriesQuery = z.object({ categoryId: idParam.optional() });

/** `GET /categories/{id}`: a category and the one it belongs to (null at the top level). */
export const categoryIdParams = z.object({ id: idParam });
export const categoryDetail = category.extend({ parent: subCategory.nullable() });
export type CategoryDetail = z.infer<typeof categoryDetail>;

/**
 * A live slide of the home slider, in the request's language: its picture (the Arabic one on
 * Arabic pages when it has one), what the picture says, and the ad (`target_id`) or the path of
 * the site (`link`, opened in the page's language) it opens, if any.
 */
export const banner = z.object({
  id: z.number().int(),
  website_image: z.string(),
  alt: z.string(),
  target_id: z.number().int().nullable(),
  link: z.string().nullable(),
});
export type Banner = z.infer<typeof banner>;

export const country = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  flag: z.string(),
});
export type Country = z.infer<typeof country>;

export const tag = z.object({ id: z.number().int(), name: z.string() });
export type Tag = z.infer<typeof tag>;
