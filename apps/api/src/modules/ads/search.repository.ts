import { COUNTED_TOTAL_MAX } from '@souq/contracts';
import { and, not } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { scopeToken } from './ad-filters.ts';
import { NEWEST } from './ad-orders.ts';
import { countAds, countAndIdsOf, idsOf, inScope, type AdIdPage } from './ads.repository.ts';
import { filterIndexOf } from './filter-index/index-sync.ts';
import type { CategoryScope } from './filters.repository.ts';
import { inDescriptions, inText, inTitles, wordsQuery, type TermWords } from './text-match.ts';

type Paging = { page: number; perPage: number };

export type TextSearch = Paging & {
  scope: CategoryScope | undefined;
  /** `wordsOfTerm` of the term. */
  words: TermWords;
};

/**
 * Ads whose words match, ranked by where: titles first, then ads that only mention the words in
 * their description, newest first in each group, counted up to COUNTED_TOTAL_MAX. From the copy
 * of the ads' words in memory (`filter-index/`), unless it is still loading, a word is not
 * prefixes alone, or the page starts past the matches counted (as for filtered pages).
 */
export async function searchAdIds(db: Database, search: TextSearch): Promise<AdIdPage> {
  const { scope, words, page, perPage } = search;
  const offset = (page - 1) * perPage;
  const prefixes = words.flatMap(({ prefixes }) => (prefixes ? [prefixes] : []));
  const index =
    offset < COUNTED_TOTAL_MAX && prefixes.length === words.length
      ? await filterIndexOf(db).current()
      : undefined;
  if (!index) return searchAdIdsFromDatabase(db, search);
  return index.search({
    scope: scope && scopeToken(scope),
    words: prefixes,
    offset,
    limit: perPage,
    countUpTo: COUNTED_TOTAL_MAX,
    nowUs: Date.now() * 1000,
  });
}

/**
 * `searchAdIds` from the database. Both groups are read in index order and counted up to
 * COUNTED_TOTAL_MAX, so a common word costs no more than a rare one.
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
