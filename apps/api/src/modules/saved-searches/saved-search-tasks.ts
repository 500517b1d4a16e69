import type { FastifyBaseLogger } from 'fastify';
import type { WorkQueue } from '../../shared/queue/work-queue.ts';

/**
 * The saved searches' tasks on the queue (docs/decisions/0111-saved-searches-matched-by-index.md):
 * the module defines them; the ways an ad goes live send `MATCH_AD_TASK` (`matchNewAd`).
 */
export const MATCH_AD_TASK = 'saved-searches.match-ad';
export const DIGEST_TASK = 'saved-searches.digest';

export type MatchAdData = { adId: number };

/**
 * Asks for the ad, live from now on, to be matched against the saved searches: sent once its
 * transaction has committed, so that the task finds its `ad_filter_index` row. A failure is
 * logged, not thrown: the ad stands and its request succeeds; only its alerts are lost.
 */
export async function matchNewAd(
  deps: { queue: WorkQueue; log: FastifyBaseLogger },
  adId: number,
): Promise<void> {
  const data: MatchAdData = { adId };
  try {
    await deps.queue.send(MATCH_AD_TASK, data, { singletonKey: String(adId) });
  } catch (err) {
    deps.log.error({ err, task: MATCH_AD_TASK }, 'sending a saved-search task failed');
  }
}
