import * as z from 'zod';
import { MAX_ID } from './constants.ts';

/**
 * The categories an admin edits in the console (issue 47): two levels (top-level categories and
 * their sub-categories), named in both languages, ordered, with a picture, hidden or shown.
 */

export const CATEGORY_NAME_MAX = 60;
/** A sub-category or top level holds far fewer; a bound on what one reorder may name. */
export const CATEGORY_ORDER_MAX = 500;

const categoryName = z
  .string('category_name_required')
  .trim()
  .min(1, 'category_name_required')
  .max(CATEGORY_NAME_MAX, 'category_name_max');

/** The name in addresses and the seed: lowercase Latin letters and digits, joined by hyphens. */
export const categorySlug = z
  .string('category_slug_format')
  .trim()
  .min(2, 'category_slug_format')
  .max(60, 'category_slug_format')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'category_slug_format');

const categoryId = z.number('required').int().positive().max(MAX_ID);

/** `PUT /admin/categories/{id}`: both names. */
export const categoryNamesBody = z.object({ name_en: categoryName, name_ar: categoryName });
export type CategoryNamesBody = z.infer<typeof categoryNamesBody>;

/** `POST /admin/categories`: a top-level category, or a sub-category of one (`parent_id`). */
export const newCategoryBody = categoryNamesBody.extend({
  slug: categorySlug,
  parent_id: categoryId.nullable().default(null),
});
export type NewCategoryBody = z.input<typeof newCategoryBody>;
export type NewCategory = z.infer<typeof newCategoryBody>;

/** `PUT /admin/categories/{id}/parent`: null makes it top-level. */
export const categoryParentBody = z.object({ parent_id: categoryId.nullable() });
export type CategoryParentBody = z.infer<typeof categoryParentBody>;

/** `PUT /admin/categories/order`: every category of one level (`parent_id`), first to last. */
export const categoryOrderBody = z.object({
  parent_id: categoryId.nullable(),
  ids: z.array(categoryId).min(1).max(CATEGORY_ORDER_MAX),
});
export type CategoryOrderBody = z.infer<typeof categoryOrderBody>;

/** `PUT /admin/categories/{id}/hidden`. */
export const categoryHiddenBody = z.object({ hidden: z.boolean('required') });
export type CategoryHiddenBody = z.infer<typeof categoryHiddenBody>;

/** `POST /admin/categories/{id}/move-ads`: where every ad of the category goes. */
export const moveCategoryAdsBody = z.object({
  target_id: z
    .number('category_target_unknown')
    .int()
    .positive('category_target_unknown')
    .max(MAX_ID, 'category_target_unknown'),
});
export type MoveCategoryAdsBody = z.infer<typeof moveCategoryAdsBody>;

/** A category as the console shows it: both names, hidden or not, and its ads. */
export const consoleCategory = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  slug: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  icon: z.string(),
  position: z.number().int(),
  hidden: z.boolean(),
  /** Its live ads (what its lists show), a top-level's with its sub-categories'. */
  live_ads: z.number().int(),
  /** All its ads, whatever their state: a category with any cannot be deleted. */
  all_ads: z.number().int(),
  /** Filter definitions of its own (a top-level category's). */
  filters: z.number().int(),
});
export type ConsoleCategory = z.infer<typeof consoleCategory>;

/** A category as a change answers it. */
export const savedCategory = consoleCategory.omit({ live_ads: true, all_ads: true, filters: true });
export type SavedCategory = z.infer<typeof savedCategory>;

/** A top-level category with its sub-categories, in their order. */
export const consoleCategoryTree = consoleCategory.extend({
  sub_categories: z.array(consoleCategory),
});
export type ConsoleCategoryTree = z.infer<typeof consoleCategoryTree>;

/** What moving a category's ads did. */
export const movedCategoryAds = z.object({ moved: z.number().int() });
export type MovedCategoryAds = z.infer<typeof movedCategoryAds>;
