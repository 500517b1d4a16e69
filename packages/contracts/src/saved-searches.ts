import * as z from 'zod';
import { filterAttribute } from './ads.ts';
import { idValue } from './catalog.ts';
import { AD_SORTS, LISTING_LIMITS } from './listing-limits.ts';

/**
 * Saved searches (issue 48): a category page's or the search page's search, kept with a name,
 * telling its owner when new ads match it.
 */

/** The most saved searches one user keeps. */
export const SAVED_SEARCHES_MAX = 50;
/** A name fits one line of the saved searches' list. */
export const SAVED_SEARCH_NAME_MAX = 80;

/**
 * How the owner hears of new matches: not at all (the list still counts them), at once (a
 * notification per ad, at most one push an hour per search), or once a day in a digest.
 */
export const SAVED_SEARCH_ALERTS = ['off', 'instant', 'daily'] as const;
export type SavedSearchAlerts = (typeof SAVED_SEARCH_ALERTS)[number];

const savedSearchName = z
  .string('required')
  .trim()
  .min(1, 'required')
  .max(SAVED_SEARCH_NAME_MAX, 'saved_search_name_max');

/**
 * What a search is, as its page's address holds it: the category (none for the whole site),
 * the words, the filters (option labels in the request's language) and the order.
 */
export const savedSearchQuery = z.object({
  category_id: idValue.optional(),
  q: z.string().trim().max(LISTING_LIMITS.searchTermMax).optional(),
  filtersAttributes: z.array(filterAttribute).max(LISTING_LIMITS.filtersMax).optional(),
  sort: z.enum(AD_SORTS).optional(),
});
export type SavedSearchQuery = z.infer<typeof savedSearchQuery>;

/** `POST /saved-searches`: a search with its name and how its owner hears of it. */
export const savedSearchBody = savedSearchQuery.extend({
  name: savedSearchName,
  alerts: z.enum(SAVED_SEARCH_ALERTS).default('instant'),
});
export type SavedSearchBody = z.input<typeof savedSearchBody>;

/** `PATCH /saved-searches/{id}`: a new name, a new way to hear of it, or both. */
export const savedSearchChange = z
  .object({ name: savedSearchName.optional(), alerts: z.enum(SAVED_SEARCH_ALERTS).optional() })
  .refine((change) => change.name !== undefined || change.alerts !== undefined, 'required');
export type SavedSearchChange = z.infer<typeof savedSearchChange>;

/**
 * A saved search as its owner's list shows it: the search, to open its page (the filters' labels
 * are in the language it was saved in; a listing's page reads either language's), and how many
 * live ads matched it since its owner last looked.
 */
export const savedSearch = z.object({
  id: z.number().int(),
  name: z.string(),
  alerts: z.enum(SAVED_SEARCH_ALERTS),
  category_id: z.number().int().nullable(),
  q: z.string(),
  filtersAttributes: z.array(filterAttribute),
  sort: z.enum(AD_SORTS),
  new_count: z.number().int(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearch>;
