import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { ads } from '../../../db/schema/index.ts';
import { liveAd } from '../live-ad.ts';

/**
 * What walking the ads newest first costs for each ad it tests, in RUM postings: measured on
 * generated ads at 200,000 and 1,000,000 (docs/decisions/0093-search-engine-interface.md), a
 * RUM scan costs about 0.4 µs a match, a walk 2 to 14 µs an ad (warm or not).
 */
const WALKED_AD_COST = 8;

/**
 * Whether a RUM scan gives the first `needed` of `matches` ads among `ads` newest first for less
 * than walking the ads newest first and testing each: the scan goes through about every match,
 * the walk through about `needed × ads / matches` ads. A rare word is found at once by RUM and
 * only far down by the walk; a common one fills the page within the walk's first hundred ads.
 */
export function rumIsCheaper({
  matches,
  ads: all,
  needed,
}: {
  matches: number;
  ads: number;
  needed: number;
}): boolean {
  return matches * matches < WALKED_AD_COST * needed * all;
}

type Explained = { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] };

/** The planner's estimate of the live ads `where` holds, from its statistics (no ad is read). */
export async function estimatedAds(db: Database, where: SQL | undefined): Promise<number> {
  const { rows } = await db.execute<Explained>(
    sql`explain (format json) select 1 from ${ads} where ${and(liveAd, where)}`,
  );
  return rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
}
