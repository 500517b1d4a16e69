import { gt, inArray, sql } from 'drizzle-orm';
import { adFilterIndex, ads } from '../../db/schema/index.ts';

/**
 * An ad any visitor may find: active and not past its expiry (issue 17). Sold, deleted and
 * expired ads leave every list, search, filter and count at once. `'active'` is written in the
 * statement, not sent as a parameter: a generic plan (db/literal.ts) can use the indexes kept
 * for active ads only (`… where status = 'active'`) only when it sees the value.
 */
export const liveAd = sql`(${ads.status} = 'active' and ${ads.expiresAt} > now())`;

/** The same on `ad_filter_index`, which holds only active ads (migration 0009). */
export const liveInIndex = gt(adFilterIndex.expiresAt, sql`now()`);

/**
 * An ad whose page any visitor may open: a live ad, or one sold in the last 7 days (shown with
 * its "sold" ribbon). Expired and deleted ads are shown to their owner only. Parenthesized
 * whole, as it is joined to other conditions with `and`.
 */
export const publicAdPage = sql<boolean>`((${ads.status} = 'active' and ${ads.expiresAt} > now()) or (${ads.status} = 'sold' and ${ads.soldAt} > now() - interval '7 days'))`;

/**
 * Where moderation keeps an ad (issue 42): waiting for a moderator (`pending`), taken down until
 * one decides (`hidden`) or refused (`rejected`). Shown to its seller alone; nobody else may
 * find, like, rate, review or favourite it.
 */
export const HELD_AD_STATUSES = ['pending', 'hidden', 'rejected'] as const;

export type HeldAdStatus = (typeof HELD_AD_STATUSES)[number];

export const heldAd = inArray(ads.status, [...HELD_AD_STATUSES]);

export const isHeldStatus = (status: string): status is HeldAdStatus =>
  (HELD_AD_STATUSES as readonly string[]).includes(status);

/**
 * The moderator's reason an ad's seller is shown: that of the decision that hid or rejected it.
 * A pending ad waits for a decision, whatever the reason of an earlier one (an approval).
 */
export const shownDecisionReason = (status: string, reason: string | null): string | null =>
  status === 'hidden' || status === 'rejected' ? reason : null;
