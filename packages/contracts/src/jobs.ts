import * as z from 'zod';
import { filterAttribute, pageQuery } from './ads.ts';
import { idParam } from './catalog.ts';
import { LISTING_LIMITS } from './listing-limits.ts';

/** Standards with a kind are the ones the list filters on and every card shows. */
export const STANDARD_KINDS = ['work_time', 'experience', 'other'] as const;

/** One row of a job's standards table (spec 3), in the `lang` language. */
export const jobStandard = z.object({
  id: z.number().int(),
  kind: z.enum(STANDARD_KINDS),
  name: z.string(),
  value: z.string(),
});
export type JobStandard = z.infer<typeof jobStandard>;

/** A job offer as the list, the home section and the 'see also' sidebar get it (spec 3). */
export const jobOffer = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Null when the offer does not name its company: clients show 'Unknown Company'. */
  company_name: z.string().nullable(),
  /** Null without a logo: clients show their fallback image. */
  company_image: z.string().nullable(),
  /** The city and country, `Damascus, Syria`. */
  location: z.string().nullable(),
  other_info: z.string(),
  /** ISO 8601 publication time. */
  date_posted: z.string(),
  has_applied: z.boolean(),
  is_favorite: z.boolean(),
  /** Past its last date to apply: applying is refused. */
  is_expired: z.boolean(),
  standards: z.array(jobStandard),
});
export type JobOffer = z.infer<typeof jobOffer>;

/** `GET /job-offers/{id}` adds the company, the dates and the HTML description. */
export const jobOfferDetail = jobOffer.extend({
  company: z.object({
    company_name: z.string().nullable(),
    company_image: z.string().nullable(),
  }),
  /** ISO 8601. */
  updated_at: z.string(),
  /** `YYYY-MM-DD`; applying is refused after this day. Null when the offer has no deadline. */
  last_date_to_apply: z.string().nullable(),
  /** Server HTML: the client sanitizes it (DOMPurify) before rendering. */
  description: z.string(),
  /** The store on Souq that posted it, whose owner applicants may write to; null for none. */
  store_id: z.number().int().nullable(),
});
export type JobOfferDetail = z.infer<typeof jobOfferDetail>;

export const JOB_PAGE_SIZE = 12;
export const JOB_PAGE_SIZE_MAX = 48;
/** The 'see also' sidebar of the job page. */
export const SIMILAR_JOBS = 4;

/**
 * `GET /job-offers/search`: `q` is found in titles and company names, in both languages;
 * `filtersAttributes` are the jobs category's filters (work time, experience, location) in the
 * `GET /ads` bracket encoding, option labels in either language.
 */
export const jobSearchQuery = z.object({
  q: z.string().trim().max(LISTING_LIMITS.searchTermMax).optional(),
  filtersAttributes: z.array(filterAttribute).max(LISTING_LIMITS.jobFiltersMax).optional(),
  page: pageQuery,
  per_page: z.coerce.number().int().min(1).max(JOB_PAGE_SIZE_MAX).default(JOB_PAGE_SIZE),
});
/** What a client sends: every field optional (the server fills the defaults). */
export type JobSearchQuery = Partial<z.infer<typeof jobSearchQuery>>;

export const jobOfferIdParams = z.object({ id: idParam });

/** `POST /job-applications`. */
export const jobApplicationBody = z.object({ job_offer_id: idParam });
export type JobApplicationBody = z.infer<typeof jobApplicationBody>;

export const jobApplicationData = z.object({
  job_offer_id: z.number().int(),
  has_applied: z.boolean(),
});
export type JobApplicationData = z.infer<typeof jobApplicationData>;

/** `GET /job-applications`: the signed-in user's applications, the latest first. */
export const myJobApplication = z.object({
  /** ISO 8601: when the user applied. */
  applied_at: z.string(),
  offer: jobOffer,
});
export type MyJobApplication = z.infer<typeof myJobApplication>;
/** How many of the latest applications `GET /job-applications` answers. */
export const MY_APPLICATIONS_MAX = 100;

/** `POST /job-offers/favorites/toggle?job_offer_id=`. */
export const jobFavoriteQuery = z.object({ job_offer_id: idParam });
export type JobFavoriteQuery = z.infer<typeof jobFavoriteQuery>;

export const jobFavoriteData = z.object({
  job_offer_id: z.number().int(),
  is_favorite: z.boolean(),
});
export type JobFavoriteData = z.infer<typeof jobFavoriteData>;
