import type { AD_SORTS } from '@souq/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { adFilterIndex, ads } from '../../db/schema/index.ts';
import type { DateEnd } from './date-window.ts';

// Written out to match the indexes (`desc nulls last`), so a page is read from one of them;
// the id breaks ties, so pages never overlap.
export const NEWEST = [sql`${ads.createdAt} desc nulls last`, sql`${ads.id} desc nulls last`];
export const MOST_VIEWED = [sql`${ads.viewCount} desc nulls last`, sql`${ads.id} desc nulls last`];

export const ORDERS: Record<(typeof AD_SORTS)[number], SQL[]> = {
  newest: NEWEST,
  oldest: [sql`${ads.createdAt} asc nulls first`, sql`${ads.id} asc nulls first`],
  price_asc: [sql`${ads.price} asc`, sql`${ads.id} asc`],
  price_desc: [sql`${ads.price} desc`, sql`${ads.id} desc`],
  most_viewed: MOST_VIEWED,
};

/** An order `ad_filter_index` answers by itself, and the end of the dates it starts from. */
export type IndexOrder = { order: SQL[]; from: DateEnd };

/** The orders `ad_filter_index` can answer by itself (it holds the dates, not prices or views). */
export const FILTER_INDEX_ORDERS: Partial<Record<(typeof AD_SORTS)[number], IndexOrder>> = {
  newest: {
    order: [
      sql`${adFilterIndex.createdAt} desc nulls last`,
      sql`${adFilterIndex.adId} desc nulls last`,
    ],
    from: 'newest',
  },
  oldest: {
    order: [
      sql`${adFilterIndex.createdAt} asc nulls first`,
      sql`${adFilterIndex.adId} asc nulls first`,
    ],
    from: 'oldest',
  },
};
