import * as z from 'zod';
import { idValue } from './catalog.ts';
import { FILTER_TYPES, type FilterType } from './ads.ts';

/**
 * The filters of a category as an admin edits them in the console (issue 47): the filter
 * definitions that the category page, the search and the post form share.
 */

export const FILTER_LABEL_MAX = 60;
/** More options than any filter of the site holds; the post form lists them all. */
export const FILTER_OPTIONS_MAX = 100;
/** More filters than any category will ever hold. */
export const FILTER_ORDER_MAX = 200;

/** The types whose values are options to choose from. */
export const CHOICE_FILTER_TYPES = [
  'dropdown',
  'work_time',
  'multiselect',
  'boolean',
] as const satisfies readonly FilterType[];

export function isChoiceFilterType(type: FilterType): boolean {
  return (CHOICE_FILTER_TYPES as readonly FilterType[]).includes(type);
}

/**
 * The option meaning 'all', which the site adds itself to multiselect and boolean filters
 * (clients skip it): an admin never types it.
 */
const RESERVED_OPTION = /^\s*(all|الكل)\s*$/i;

const label = z
  .string('required')
  .trim()
  .min(1, 'required')
  .max(FILTER_LABEL_MAX, 'too_big_string');

/**
 * An option: its labels, and the English label it had (`was`) when it is an existing option
 * being renamed, so that the ads answering it follow the new label.
 */
export const filterOptionInput = z.object({
  en: label,
  ar: label,
  was: z.string().trim().max(FILTER_LABEL_MAX).optional(),
});
export type FilterOptionInput = z.infer<typeof filterOptionInput>;

type FilterBodyShape = {
  type: FilterType;
  options: FilterOptionInput[];
  min: number | null;
  max: number | null;
};

/** Labels are compared as the index compares them: trimmed and lower-cased. */
const sameLabel = (text: string) => text.trim().toLowerCase();

function checkOptions(options: FilterOptionInput[], ctx: z.core.$RefinementCtx<FilterBodyShape>) {
  if (options.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'filter_options_required', path: ['options'] });
    return;
  }
  for (const side of ['en', 'ar'] as const) {
    const seen = new Set<string>();
    options.forEach((option, index) => {
      const text = sameLabel(option[side]);
      if (RESERVED_OPTION.test(text)) {
        ctx.addIssue({
          code: 'custom',
          message: 'filter_option_reserved',
          path: ['options', index, side],
        });
      } else if (seen.has(text)) {
        ctx.addIssue({
          code: 'custom',
          message: 'filter_option_duplicate',
          path: ['options', index, side],
        });
      }
      seen.add(text);
    });
  }
}

function checkFilter(value: FilterBodyShape, ctx: z.core.$RefinementCtx<FilterBodyShape>) {
  if (isChoiceFilterType(value.type)) {
    checkOptions(value.options, ctx);
    return;
  }
  if (value.options.length > 0) {
    ctx.addIssue({ code: 'custom', message: 'filter_options_none', path: ['options'] });
  }
  if (value.type !== 'range') return;
  if (value.min === null) ctx.addIssue({ code: 'custom', message: 'required', path: ['min'] });
  if (value.max === null) ctx.addIssue({ code: 'custom', message: 'required', path: ['max'] });
  if (value.min !== null && value.max !== null && value.min >= value.max) {
    ctx.addIssue({ code: 'custom', message: 'filter_range_order', path: ['max'] });
  }
}

/**
 * `POST /admin/categories/{id}/filters`, `PUT /admin/categories/{id}/filters/{filterId}`: a
 * filter in both languages. Choice types list at least one option, none twice in either
 * language; a range gives its bounds, the minimum below the maximum; a text filter has neither.
 */
export const consoleFilterBody = z
  .object({
    name_en: label,
    name_ar: label,
    type: z.enum(FILTER_TYPES, 'required'),
    options: z.array(filterOptionInput).max(FILTER_OPTIONS_MAX).default([]),
    min: z.number('not_a_number').nullable().default(null),
    max: z.number('not_a_number').nullable().default(null),
    required: z.boolean().default(false),
  })
  .superRefine(checkFilter);
export type ConsoleFilterBody = z.infer<typeof consoleFilterBody>;
export type ConsoleFilterInput = z.input<typeof consoleFilterBody>;

/** `PUT /admin/categories/{id}/filters/order`: every filter of the category, first to last. */
export const filterOrderBody = z.object({
  ids: z.array(idValue).min(1).max(FILTER_ORDER_MAX),
});
export type FilterOrderBody = z.infer<typeof filterOrderBody>;

/**
 * `POST /admin/categories/{id}/filters/{filterId}/options/remove`: an option (by its English
 * label) leaves the filter; the ads answering it move to `merge_into` (another option's English
 * label). Without `merge_into`, an option that ads use is refused (409, with their number).
 */
export const filterOptionRemoveBody = z.object({
  option: z.string('required').trim().min(1, 'required').max(FILTER_LABEL_MAX),
  merge_into: z.string().trim().min(1, 'required').max(FILTER_LABEL_MAX).nullable().default(null),
});
export type FilterOptionRemoveBody = z.input<typeof filterOptionRemoveBody>;

/** `DELETE /admin/categories/{id}/filters/{filterId}`: `confirm=true` when ads answer it. */
export const filterRemoveQuery = z.object({ confirm: z.literal('true').optional() });

/** An option as the console shows it: with how many ads (not deleted) answer it. */
export const consoleFilterOption = z.object({
  en: z.string(),
  ar: z.string(),
  ads: z.number().int(),
});
export type ConsoleFilterOption = z.infer<typeof consoleFilterOption>;

export const consoleFilter = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name_en: z.string(),
  name_ar: z.string(),
  type: z.enum(FILTER_TYPES),
  /** Choice types: the options, without the one meaning 'all'. */
  options: z.array(consoleFilterOption),
  min: z.number().nullable(),
  max: z.number().nullable(),
  required: z.boolean(),
  /** The category's price range: the ads' prices answer it. */
  is_price: z.boolean(),
  position: z.number().int(),
  /** How many ads (not deleted) answer it. */
  ads: z.number().int(),
});
export type ConsoleFilter = z.infer<typeof consoleFilter>;

/**
 * `GET /admin/categories/{id}/filters`: the category and its filters in order. Filters belong
 * to a top-level category, which its sub-categories share: for a sub-category, `top_id` names
 * the category whose filters these are (and which is edited).
 */
export const consoleCategoryFilters = z.object({
  category: z.object({
    id: z.number().int(),
    name_en: z.string(),
    name_ar: z.string(),
    top_id: z.number().int(),
  }),
  filters: z.array(consoleFilter),
});
export type ConsoleCategoryFilters = z.infer<typeof consoleCategoryFilters>;
