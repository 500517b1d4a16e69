import { COUNTED_TOTAL_MAX } from '@souq/contracts';
import { and, not, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { NEWEST } from '../ad-orders.ts';
import { countAds, countAndIdsOf, idsOf, inScope, type AdIdPage } from '../ads.repository.ts';
import { inDescriptions, inText, inTitles, wordsQuery } from '../text-match.ts';
import { estimatedAds, rumIsCheaper } from './newest-reader.ts';
import { newestFromRum } from './rum-newest.ts';
import type { TextSearch } from './search-engine.ts';
import { wholeIsCheaper, wholeMatches } from './whole-matches.ts';

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

/** How a search is read (the planner's estimates decide, unless a test says otherwise). */
export type SearchReading = {
  /** With the RUM indexes (rum-indexes.ts). */
  rumIndexes: boolean;
  /** Whether words expected in `matches` of `ads` ads are read whole (whole-matches.ts). */
  readsWhole?: typeof wholeIsCheaper;
};

/**
 * `SearchEngine.search` from the database's text indexes. Words the planner expects in few ads
 * are read whole (every match, when there are at most COUNTED_TOTAL_MAX: whole-matches.ts).
 * Otherwise both groups are read in index order and counted up to COUNTED_TOTAL_MAX, so a common
 * word costs no more than a rare one. With the RUM indexes (`rumIndexes`, rum-indexes.ts) the
 * groups are read from them when that costs less than walking the ads newest first by the
 * planner's estimates (newest-reader.ts), and never in a category holding fewer than
 * COUNTED_TOTAL_MAX matches: those are read whole, where a RUM scan would test the category on
 * every newer match of the others and a walk of the ads newest first every ad of the others.
 */
export async function searchAdIdsFromDatabase(
  db: Database,
  search: TextSearch,
  { rumIndexes, readsWhole = wholeIsCheaper }: SearchReading,
): Promise<AdIdPage> {
  const { scope, page, perPage } = search;
  const words = wordsQuery(search.words);
  const scoped = scope && inScope(scope);
  const matching = and(scoped, inText(words));
  const offset = (page - 1) * perPage;
  if (offset >= COUNTED_TOTAL_MAX) {
    return { ids: [], total: await countAds(db, matching, COUNTED_TOTAL_MAX) };
  }
  const readWhole = async (): Promise<AdIdPage | null> => {
    const whole = await wholeMatches(db, matching, inTitles(words));
    return whole && { ids: whole.slice(offset, offset + perPage), total: whole.length };
  };
  const [matches, all] = await Promise.all([
    estimatedAds(db, inText(words)),
    estimatedAds(db, undefined),
  ]);
  const triedWhole = readsWhole({ matches, ads: all });
  const read = triedWhole && (await readWhole());
  if (read) return read;
  // Read whole, the matches were more than COUNTED_TOTAL_MAX: counted.
  const counting = () =>
    triedWhole ? Promise.resolve(COUNTED_TOTAL_MAX) : countAds(db, matching, COUNTED_TOTAL_MAX);
  const inTitle = and(scoped, inTitles(words));
  // Without `newest`, the page is whole (the matches were read whole).
  const titles = async (): Promise<AdIdPage & { newest?: NewestIds }> => {
    if (!rumIndexes && triedWhole) {
      return {
        total: COUNTED_TOTAL_MAX,
        ids: await fromGin(db, inTitle, perPage, offset),
        newest: fromGin,
      };
    }
    if (!rumIndexes) {
      const counted = { where: matching, upTo: COUNTED_TOTAL_MAX };
      const listed = { where: inTitle, order: NEWEST, limit: perPage, offset };
      return { ...(await countAndIdsOf(db, counted, listed)), newest: fromGin };
    }
    const counted = counting();
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
      const [total, ids] = await Promise.all([counted, newest(db, inTitle, perPage, offset)]);
      return { total, ids, newest };
    }
    const total = await counted;
    const whole = total < COUNTED_TOTAL_MAX && (await readWhole());
    if (whole) return whole;
    const newest = await reader();
    return { total, ids: await newest(db, inTitle, perPage, offset), newest };
  };
  const { total, ids: fromTitles, newest } = await titles();
  if (!newest) return { ids: fromTitles, total };
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
