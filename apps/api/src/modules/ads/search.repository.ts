import { SEARCH_TOTAL_MAX } from '@souq/contracts';
import { and, not, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { NEWEST } from './ad-orders.ts';
import { countAds, idsOf, inScope, type AdIdPage } from './ads.repository.ts';
import type { CategoryScope } from './filters.repository.ts';
import { inDescriptions, inText, inTitles } from './text-match.ts';

export type TextSearch = {
  scope: CategoryScope | undefined;
  /** `wordsQuery` of the term. */
  words: SQL;
  page: number;
  perPage: number;
};

/**
 * Ads whose words match, ranked by where: titles first, then ads that only mention the words in
 * their description, newest first in each group. Both groups are read in index order and
 * counted up to SEARCH_TOTAL_MAX, so a common word costs no more than a rare one.
 */
export async function searchAdIds(db: Database, search: TextSearch): Promise<AdIdPage> {
  const { scope, words, page, perPage } = search;
  const scoped = scope && inScope(scope);
  const offset = (page - 1) * perPage;
  if (offset >= SEARCH_TOTAL_MAX) {
    return { ids: [], total: await countAds(db, and(scoped, inText(words)), SEARCH_TOTAL_MAX) };
  }
  const inTitle = and(scoped, inTitles(words));
  const [titled, total, fromTitles] = await Promise.all([
    countAds(db, inTitle, SEARCH_TOTAL_MAX),
    countAds(db, and(scoped, inText(words)), SEARCH_TOTAL_MAX),
    idsOf(db, inTitle, NEWEST, perPage, offset),
  ]);
  const wanted = Math.min(perPage, total - offset);
  if (fromTitles.length >= wanted) return { ids: fromTitles.slice(0, Math.max(wanted, 0)), total };
  const fromDescriptions = await idsOf(
    db,
    and(scoped, inDescriptions(words), not(inTitles(words))),
    NEWEST,
    wanted - fromTitles.length,
    Math.max(0, offset - titled),
  );
  return { ids: [...fromTitles, ...fromDescriptions], total };
}
