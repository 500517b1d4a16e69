import { and, eq, gt, sql } from 'drizzle-orm';
import { adFilterIndex, ads } from '../../db/schema/index.ts';

/**
 * An ad any visitor may find: active and not past its expiry (issue 17). Sold, deleted and
 * expired ads leave every list, search, filter and count at once.
 */
export const liveAd = and(eq(ads.status, 'active'), gt(ads.expiresAt, sql`now()`));

/** The same on `ad_filter_index`, which holds only active ads (migration 0009). */
export const liveInIndex = gt(adFilterIndex.expiresAt, sql`now()`);
