import { count, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adFilterIndex } from '../../db/schema/index.ts';

/** Which end of the dates a listing starts from. */
export type DateEnd = 'newest' | 'oldest';

/** The window holds about this share of the ads (1/40). */
const WINDOW_SHARE = 40;
/** How long a cutoff is used before it is read again (in the background). */
const REFRESH_MS = 60_000;

type Cutoff = { value: string | null; readAt: number; reading?: Promise<string | null> };
const cutoffs = new WeakMap<Database, Map<DateEnd, Cutoff>>();

async function readCutoff(db: Database, end: DateEnd): Promise<string | null> {
  const { createdAt, adId } = adFilterIndex;
  const order =
    end === 'newest'
      ? [sql`${createdAt} desc nulls last`, sql`${adId} desc nulls last`]
      : [sql`${createdAt} asc nulls first`, sql`${adId} asc nulls first`];
  const [counted] = await db.select({ total: count() }).from(adFilterIndex);
  const [row] = await db
    .select({ at: sql<string>`${createdAt}::text` })
    .from(adFilterIndex)
    .orderBy(...order)
    .offset(Math.floor((counted?.total ?? 0) / WINDOW_SHARE))
    .limit(1);
  return row?.at ?? null;
}

/**
 * The date of the ad about 1/40 of the way from `end`, read once a minute: the ads on its side
 * of it are a prefix of the listing in that order whatever the date is, so a stale one costs
 * speed, never correctness. Null without ads.
 */
export async function windowCutoff(db: Database, end: DateEnd): Promise<string | null> {
  let byEnd = cutoffs.get(db);
  if (!byEnd) cutoffs.set(db, (byEnd = new Map<DateEnd, Cutoff>()));
  const known = byEnd.get(end);
  const read = () => {
    const reading = readCutoff(db, end);
    const entry: Cutoff = { value: known?.value ?? null, readAt: Date.now(), reading };
    byEnd.set(end, entry);
    return reading.then(
      (value) => {
        byEnd.set(end, { value, readAt: Date.now() });
        return value;
      },
      () => {
        byEnd.set(end, { value: null, readAt: Date.now() });
        return null;
      },
    );
  };
  if (!known) return read();
  if (!known.reading && Date.now() - known.readAt > REFRESH_MS) void read();
  return known.value;
}

/** The ads on the `end` side of the cutoff, as a condition on `ad_filter_index`. */
export const inDateWindow = (end: DateEnd, cutoff: string) =>
  end === 'newest'
    ? sql`${adFilterIndex.createdAt} >= ${cutoff}::timestamptz`
    : sql`${adFilterIndex.createdAt} <= ${cutoff}::timestamptz`;
