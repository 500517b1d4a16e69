import * as z from 'zod';
import { idValue } from './catalog.ts';

/**
 * The interests an admin edits in the console (issue 47): the tags a new user picks at
 * registration (step 2) and in their settings, named in both languages, in their order.
 */

/** Longer than any interest's name: a chip of the interests' grid holds a few words. */
export const INTEREST_NAME_MAX = 60;
/** The most interests one reorder names: more than the grid will ever hold. */
export const INTEREST_ORDER_MAX = 500;

const interestName = z.string('required').trim().min(1, 'required').max(INTEREST_NAME_MAX);

/** `POST /admin/interests`, `PUT /admin/interests/{id}`: both names at once. */
export const interestBody = z.object({ name_en: interestName, name_ar: interestName });
export type InterestBody = z.infer<typeof interestBody>;

/** A new order: every interest, each once, first to last. */
export const interestOrderBody = z.object({
  ids: z.array(idValue).min(1).max(INTEREST_ORDER_MAX),
});
export type InterestOrderBody = z.infer<typeof interestOrderBody>;

/**
 * `DELETE /admin/interests/{id}`: `confirm=true` when people chose it (it leaves their
 * interests); without it such a deletion is refused with how many they are.
 */
export const interestRemoveQuery = z.object({ confirm: z.literal('true').optional() });

/** An interest as the console shows it: with how many people chose it. */
export const consoleInterest = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_ar: z.string(),
  position: z.number().int(),
  users: z.number().int(),
});
export type ConsoleInterest = z.infer<typeof consoleInterest>;
