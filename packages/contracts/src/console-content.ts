import * as z from 'zod';
import { CONTENT_PAGES } from './constants.ts';

/**
 * The content pages an admin edits in the console (issue 47): the about, legal, help and safety
 * pages and the safety tips box, in both languages, each save kept as a version to restore.
 */

export const CONTENT_PAGE_LIMITS = { titleMax: 120, bodyMax: 20_000 } as const;
/** The most versions the history lists: the newest; older ones stay in the database. */
export const CONTENT_VERSIONS_SHOWN = 50;
/** A page's version numbers count from 1; far more than a page will ever be saved. */
export const CONTENT_VERSION_MAX = 1_000_000;

const pageTitle = z
  .string('required')
  .trim()
  .min(1, 'required')
  .max(CONTENT_PAGE_LIMITS.titleMax, 'too_big_string');
/** HTML; the server keeps only what its sanitizer allows (`HTML_POLICY`). */
const pageBody = z
  .string('required')
  .trim()
  .min(1, 'required')
  .max(CONTENT_PAGE_LIMITS.bodyMax, 'too_big_string');

export const contentPageSlug = z.enum(CONTENT_PAGES);

/**
 * `PUT /admin/content/{slug}`: both languages at once. `version` is the one the editor started
 * from: when someone saved another since, the save is refused (409) rather than lose theirs.
 */
export const contentPageBody = z.object({
  title_en: pageTitle,
  title_ar: pageTitle,
  body_en: pageBody,
  body_ar: pageBody,
  /** 0 for a page never saved from the console. */
  version: z.number().int().min(0).max(CONTENT_VERSION_MAX).optional(),
});
export type ContentPageBody = z.input<typeof contentPageBody>;

/** `GET`/`PUT /admin/content/{slug}`: the page in both languages, as stored (sanitized). */
export const editablePage = z.object({
  slug: contentPageSlug,
  title_en: z.string(),
  title_ar: z.string(),
  body_en: z.string(),
  body_ar: z.string(),
  /** The latest version's number; 0 while the page has none (as seeded, never saved). */
  version: z.number().int(),
  updated_at: z.string(),
});
export type EditablePage = z.infer<typeof editablePage>;

/** `GET /admin/content/{slug}/versions`: a version as the history lists it, newest first. */
export const pageVersion = z.object({
  version: z.number().int(),
  title_en: z.string(),
  title_ar: z.string(),
  saved_at: z.string(),
  /** Who saved it; null for the page as it was before the console first saved it. */
  saved_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The version it put back, when it was a restore. */
  restored_from: z.number().int().nullable(),
});
export type PageVersion = z.infer<typeof pageVersion>;

/** `GET /admin/content/{slug}/versions/{version}`: one version with its bodies, to preview. */
export const pageVersionDetail = pageVersion.extend({ body_en: z.string(), body_ar: z.string() });
export type PageVersionDetail = z.infer<typeof pageVersionDetail>;

export const pageVersionParams = z.object({
  slug: contentPageSlug,
  version: z.coerce.number().int().min(1).max(CONTENT_VERSION_MAX),
});
