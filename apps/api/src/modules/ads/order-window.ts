import { count, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adFilterIndex } from '../../db/schema/index.ts';
import type { IndexOrder } from './ad-orders.ts';

/** The window holds about this share of the ads (1/40). */
const WINDOW_SHARE = 40;
/** How long a cutoff is used before it is read again (in the background). */
const REFRESH_MS = 60_000;

type Cutoff = { value: string | null; readAt: number; reading?: Promise<string | null> };
const cutoffs = new WeakMap<Database, Map<IndexOrder, Cutoff>>();

/** The cutoff as it is now (`windowCutoff` keeps one a minute). */
export async function readCutoff(db: Database, order: IndexOrder): Promise<string | null> {
  const [counted] = await db.select({ total: count() }).from(adFilterIndex);
  const [row] = await db
    // Named otherwise than the column: ORDER BY takes an output column of the same name first.
    .select({ at: sql<string>`${order.key}::text`.as('cutoff') })
    .from(adFilterIndex)
    .orderBy(...order.order)
    .offset(Math.floor((counted?.total ?? 0) / WINDOW_SHARE))
    .limit(1);
  return row?.at ?? null;
}

/**
 * The sort key of the ad about 1/40 of the way into `order`, read once a minute: the ads on its
 * side of it are a prefix of the listing in that order whatever the value is (ties included,
 * since the id only breaks them), so a stale one costs speed, never correctness. Null without ads.
 */
export async function windowCutoff(db: Database, order: IndexOrder): Promise<string | null> {
  let byOrder = cutoffs.get(db);
  if (!byOrder) cutoffs.set(db, (byOrder = new Map<IndexOrder, Cutoff>()));
  const known = byOrder.get(order);
  const read = () => {
    const reading = readCutoff(db, order);
    const entry: Cutoff = { value: known?.value ?? null, readAt: Date.now(), reading };
    byOrder.set(order, entry);
    return reading.then(
      (value) => {
        byOrder.set(order, { value, readAt: Date.now() });
        return value;
      },
      () => {
        byOrder.set(order, { value: null, readAt: Date.now() });
        return null;
      },
    );
  };
  if (!known) return read();
  if (!known.reading && Date.now() - known.readAt > REFRESH_MS) void read();
  return known.value;
}

/** The ads on the listing's side of the cutoff, as a condition on `ad_filter_index`. */
export const inWindow = (order: IndexOrder, cutoff: string): SQL => {
  const value = sql`${cutoff}::${sql.raw(order.keyType)}`;
  return order.descending ? sql`${order.key} >= ${value}` : sql`${order.key} <= ${value}`;
};
