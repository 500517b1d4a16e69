import { gt, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { adFilterIndex, ads } from '../../db/schema/index.ts';
import { shownCategoryConditions } from './hidden-categories.ts';

/**
 * An ad active and not past its expiry, whatever its category: what its seller and the console
 * count as live. `'active'` is written in the statement, not sent as a parameter: a generic plan
 * (db/literal.ts) can use the indexes kept for active ads only (`… where status = 'active'`)
 * only when it sees the value.
 */
export const activeAd = sql`(${ads.status} = 'active' and ${ads.expiresAt} > now())`;

/**
 * `condition`, and, while an admin hides a category, not in one (hidden-categories.ts), written
 * when the statement is: nothing is added while none is hidden, so the statements are then
 * exactly `condition`'s. Parenthesized whole, as it is joined to other conditions with `and`.
 */
function inShownCategory(condition: SQL, on: 'onAds' | 'onIndex'): SQL {
  const written: SQLWrapper = {
    getSQL: () => {
      const shown = shownCategoryConditions()?.[on];
      return shown ? sql`(${condition} and ${shown})` : condition;
    },
    shouldOmitSQLParens: () => true,
  };
  return sql`${written}`;
}

/**
 * An ad any visitor may find (issue 17): active, not past its expiry (`activeAd`), and not in a
 * category an admin hid nor under a hidden top level (issue 47, decision 0107). Sold, deleted,
 * expired ads and those of hidden categories leave every list, search, filter and count at once;
 * the ads of a hidden category stay reachable by their address (`publicAdPage`).
 */
export const liveAd = inShownCategory(activeAd, 'onAds');

/** The same on `ad_filter_index`, which holds only active ads (migration 0009). */
export const liveInIndex = inShownCategory(gt(adFilterIndex.expiresAt, sql`now()`), 'onIndex');

/**
 * An ad whose page any visitor may open: a live ad, or one sold in the last 7 days (shown with
 * its "sold" ribbon). Expired and deleted ads are shown to their owner only. Parenthesized
 * whole, as it is joined to other conditions with `and`.
 */
export const publicAdPage = sql<boolean>`((${ads.status} = 'active' and ${ads.expiresAt} > now()) or (${ads.status} = 'sold' and ${ads.soldAt} > now() - interval '7 days'))`;

/**
 * An ad whose page the sitemap names: `publicAdPage`, and not in a hidden category (as
 * `liveAd`): its page stays open, but no list leads to it.
 */
export const listedAdPage = inShownCategory(publicAdPage, 'onAds');

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
