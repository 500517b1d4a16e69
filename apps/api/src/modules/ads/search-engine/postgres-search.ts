import { COUNTED_TOTAL_MAX } from '@souq/contracts';
import { and, not, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { NEWEST } from '../ad-orders.ts';
import { countAds, countAndIdsOf, idsOf, inScope, type AdIdPage } from '../ads.repository.ts';
import { inDescriptions, inText, inTitles, wordsQuery } from '../text-match.ts';
import { estimatedAds, rumIsCheaper } from './newest-reader.ts';
import { newestFromRum } from './rum-newest.ts';
import type { TextSearch } from './search-engine.ts';

/**
 * A page of matching ids, newest first: by the planner's plan (a walk of the ads newest first, or
 * GIN's bitmap and a sort), or from a RUM index.
 */
type NewestIds = (
  db: Database,
  where: SQL | undefined,
  limit: number,
  offset: number,
) => Promise<number[]>;

const fromGin: NewestIds = (db, where, limit, offset) => idsOf(db, where, NEWEST, limit, offset);

/**
 * `SearchEngine.search` from the database's text indexes. Both groups are read in index order and
 * counted up to COUNTED_TOTAL_MAX, so a common word costs no more than a rare one. With the RUM
 * indexes (`rumIndexes`, rum-indexes.ts) the groups are read from them when that costs less than
 * walking the ads newest first by the planner's estimates (newest-reader.ts), and never in a
 * category holding fewer than COUNTED_TOTAL_MAX matches: GIN's bitmap finds those at once, where
 * a RUM scan would test the category on every newer match of the others.
 */
export async function searchAdIdsFromDatabase(
  db: Database,
  search: TextSearch,
  rumIndexes: boolean,
): Promise<AdIdPage> {
  const { scope, page, perPage } = search;
  const words = wordsQuery(search.words);
  const scoped = scope && inScope(scope);
  const matching = and(scoped, inText(words));
  const offset = (page - 1) * perPage;
  if (offset >= COUNTED_TOTAL_MAX) {
    return { ids: [], total: await countAds(db, matching, COUNTED_TOTAL_MAX) };
  }
  const inTitle = and(scoped, inTitles(words));
  const titles = async (): Promise<AdIdPage & { newest: NewestIds }> => {
    if (!rumIndexes) {
      const counted = { where: matching, upTo: COUNTED_TOTAL_MAX };
      const listed = { where: inTitle, order: NEWEST, limit: perPage, offset };
      return { ...(await countAndIdsOf(db, counted, listed)), newest: fromGin };
    }
    const counting = countAds(db, matching, COUNTED_TOTAL_MAX);
    const reader = async (): Promise<NewestIds> => {
      const [matches, all] = await Promise.all([
        estimatedAds(db, inTitle),
        estimatedAds(db, scoped),
      ]);
      return rumIsCheaper({ matches, ads: all, needed: offset + perPage + 1 })
        ? newestFromRum
        : fromGin;
    };
    if (!scope) {
      const newest = await reader();
      const [total, ids] = await Promise.all([counting, newest(db, inTitle, perPage, offset)]);
      return { total, ids, newest };
    }
    const total = await counting;
    const newest = total < COUNTED_TOTAL_MAX ? fromGin : await reader();
    return { total, ids: await newest(db, inTitle, perPage, offset), newest };
  };
  const { total, ids: fromTitles, newest } = await titles();
  const wanted = Math.min(perPage, total - offset);
  if (fromTitles.length >= wanted) return { ids: fromTitles.slice(0, Math.max(wanted, 0)), total };
  // The titles end on this page, or on an earlier one: then skip the descriptions shown there.
  const skipped = fromTitles.length > 0 ? 0 : offset - (await countAds(db, inTitle, offset));
  const fromDescriptions = await newest(
    db,
    and(scoped, inDescriptions(words), not(inTitles(words))),
    wanted - fromTitles.length,
    skipped,
  );
  return { ids: [...fromTitles, ...fromDescriptions], total };
}
