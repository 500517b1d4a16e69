import type { AD_SORTS } from '@souq/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { ads } from '../../db/schema/index.ts';

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

/**
 * An order `ad_filter_index` answers by itself: its sort key, that key's SQL type and its
 * direction. Columns are named unqualified, so that the order also sorts a set of its rows
 * (`candidates` in search-engine/postgres-filtered-page.ts).
 */
export type IndexOrder = {
  order: SQL[];
  key: SQL;
  keyType: 'timestamptz' | 'numeric' | 'integer';
  descending: boolean;
};

const column = (name: string) => sql`${sql.identifier(name)}`;

/** Every sort as `ad_filter_index` reads it: ORDERS on its own columns, matching its indexes. */
export const FILTER_INDEX_ORDERS: Record<(typeof AD_SORTS)[number], IndexOrder> = {
  newest: {
    order: [sql`${column('created_at')} desc nulls last`, sql`${column('ad_id')} desc nulls last`],
    key: column('created_at'),
    keyType: 'timestamptz',
    descending: true,
  },
  oldest: {
    order: [sql`${column('created_at')} asc nulls first`, sql`${column('ad_id')} asc nulls first`],
    key: column('created_at'),
    keyType: 'timestamptz',
    descending: false,
  },
  price_asc: {
    order: [sql`${column('price')} asc`, sql`${column('ad_id')} asc`],
    key: column('price'),
    keyType: 'numeric',
    descending: false,
  },
  price_desc: {
    order: [sql`${column('price')} desc`, sql`${column('ad_id')} desc`],
    key: column('price'),
    keyType: 'numeric',
    descending: true,
  },
  most_viewed: {
    order: [sql`${column('view_count')} desc nulls last`, sql`${column('ad_id')} desc nulls last`],
    key: column('view_count'),
    keyType: 'integer',
    descending: true,
  },
};
