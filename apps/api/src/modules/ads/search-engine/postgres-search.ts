import { COUNTED_TOTAL_MAX } from '@souq/contracts';
import { and, not } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { NEWEST } from '../ad-orders.ts';
import { countAds, countAndIdsOf, idsOf, inScope, type AdIdPage } from '../ads.repository.ts';
import { inDescriptions, inText, inTitles, wordsQuery } from '../text-match.ts';
import type { TextSearch } from './search-engine.ts';

/**
 * `SearchEngine.search` from the database's text indexes. Both groups are read in index order and
 * counted up to COUNTED_TOTAL_MAX, so a common word costs no more than a rare one.
 */
export async function searchAdIdsFromDatabase(db: Database, search: TextSearch): Promise<AdIdPage> {
  const { scope, page, perPage } = search;
  const words = wordsQuery(search.words);
  const scoped = scope && inScope(scope);
  const offset = (page - 1) * perPage;
  if (offset >= COUNTED_TOTAL_MAX) {
    return { ids: [], total: await countAds(db, and(scoped, inText(words)), COUNTED_TOTAL_MAX) };
  }
  const inTitle = and(scoped, inTitles(words));
  const { total, ids: fromTitles } = await countAndIdsOf(
    db,
    { where: and(scoped, inText(words)), upTo: COUNTED_TOTAL_MAX },
    { where: inTitle, order: NEWEST, limit: perPage, offset },
  );
  const wanted = Math.min(perPage, total - offset);
  if (fromTitles.length >= wanted) return { ids: fromTitles.slice(0, Math.max(wanted, 0)), total };
  // The titles end on this page, or on an earlier one: then skip the descriptions shown there.
  const skipped = fromTitles.length > 0 ? 0 : offset - (await countAds(db, inTitle, offset));
  const fromDescriptions = await idsOf(
    db,
    and(scoped, inDescriptions(words), not(inTitles(words))),
    NEWEST,
    wanted - fromTitles.length,
    skipped,
  );
  return { ids: [...fromTitles, ...fromDescriptions], total };
}
