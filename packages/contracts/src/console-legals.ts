import * as z from 'zod';
import { idValue } from './catalog.ts';
import { LEGAL_GROUPS } from './content.ts';

/**
 * The questions and answers of the legals page (`/{lang}/legals`) an admin edits in the console
 * (issue 47): two groups, privacy policy and help and support, each in its order, both languages.
 * Answers are plain text, as the page renders them (a paragraph, its line breaks kept): no HTML.
 */

export const LEGAL_LIMITS = { questionMax: 300, answerMax: 5_000 } as const;
/** The most questions one reorder names: far more than a group of the accordion will hold. */
export const LEGAL_ORDER_MAX = 500;

const legalGroup = z.enum(LEGAL_GROUPS);

// Each check names its own key: `z.string('required')` would lend "required" to one naming none.
const question = z
  .string('required')
  .trim()
  .min(1, 'required')
  .max(LEGAL_LIMITS.questionMax, 'too_big_string');
const answer = z
  .string('required')
  .trim()
  .min(1, 'required')
  .max(LEGAL_LIMITS.answerMax, 'too_big_string');

/**
 * `POST /admin/legals`, `PUT /admin/legals/{id}`: a question and its answer in both languages,
 * and its group (a question moved to the other group goes last there).
 */
export const legalBody = z.object({
  group: legalGroup,
  question_en: question,
  question_ar: question,
  answer_en: answer,
  answer_ar: answer,
});
export type LegalBody = z.infer<typeof legalBody>;

/** `PUT /admin/legals/order`: a group's new order, every question of it, each once. */
export const legalOrderBody = z.object({
  group: legalGroup,
  ids: z.array(idValue).min(1).max(LEGAL_ORDER_MAX),
});
export type LegalOrderBody = z.infer<typeof legalOrderBody>;

/** A question as the console shows it: both languages, its group and its place there. */
export const consoleLegal = z.object({
  id: z.number().int(),
  group: legalGroup,
  position: z.number().int(),
  question_en: z.string(),
  question_ar: z.string(),
  answer_en: z.string(),
  answer_ar: z.string(),
});
export type ConsoleLegal = z.infer<typeof consoleLegal>;

/** `GET /admin/legals`: both groups in the page's order, each with its questions in theirs. */
export const consoleLegals = z.array(
  z.object({ group: legalGroup, sections: z.array(consoleLegal) }),
);
export type ConsoleLegals = z.infer<typeof consoleLegals>;
