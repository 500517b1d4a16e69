import {
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type SavedSearchAlerts,
  type SavedSearchChange,
} from '@souq/contracts';
import { and, count, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ads, savedSearchMatches, savedSearches, users } from '../../db/schema/index.ts';
import { liveAd } from '../ads/live-ad.ts';
import type { StoredSearch } from './stored-search.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const LISTED = {
  id: savedSearches.id,
  name: savedSearches.name,
  alerts: savedSearches.alerts,
  categoryId: savedSearches.categoryId,
  q: savedSearches.q,
  filters: savedSearches.filters,
  sort: savedSearches.sort,
  createdAt: savedSearches.createdAt,
};

type ListedRow = Pick<(typeof savedSearches)['$inferSelect'], keyof typeof LISTED>;

function toSavedSearch(row: ListedRow, newMatches: number): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    // The table's check keeps it one of SAVED_SEARCH_ALERTS.
    alerts: row.alerts as SavedSearchAlerts,
    category_id: row.categoryId,
    q: row.q,
    filtersAttributes: row.filters,
    sort: row.sort,
    new_count: newMatches,
    created_at: row.createdAt.toISOString(),
  };
}

const ownSearch = (userId: number, id: number) =>
  and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

/**
 * The searches `where` picks, each with its new matches: the ads that matched it since its
 * owner last looked and are live still.
 */
function withNewCounts(db: Database | Transaction, where: SQL | undefined) {
  return db
    .select({ ...LISTED, newCount: sql<number>`count(${ads.id})::int` })
    .from(savedSearches)
    .leftJoin(
      savedSearchMatches,
      and(
        eq(savedSearchMatches.savedSearchId, savedSearches.id),
        gt(savedSearchMatches.matchedAt, savedSearches.seenAt),
      ),
    )
    .leftJoin(ads, and(eq(ads.id, savedSearchMatches.adId), liveAd))
    .where(where)
    .groupBy(savedSearches.id);
}

/** The user's saved searches, newest first, each with its new matches. */
export async function listSavedSearches(db: Database, userId: number): Promise<SavedSearch[]> {
  const rows = await withNewCounts(db, eq(savedSearches.userId, userId)).orderBy(
    desc(savedSearches.id),
  );
  return rows.map((row) => toSavedSearch(row, row.newCount));
}

async function readOwn(
  db: Database | Transaction,
  userId: number,
  id: number,
): Promise<SavedSearch | undefined> {
  const [row] = await withNewCounts(db, ownSearch(userId, id));
  return row && toSavedSearch(row, row.newCount);
}

/**
 * Keeps the search for the user; `full` when they keep SAVED_SEARCHES_MAX already. The user's
 * row is locked while they are counted, so two saves at once take turns and cannot pass the
 * limit together.
 */
export function insertSavedSearch(
  db: Database,
  userId: number,
  saved: { name: string; alerts: SavedSearchAlerts; search: StoredSearch },
): Promise<SavedSearch | 'full'> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const [kept] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if ((kept?.n ?? 0) >= SAVED_SEARCHES_MAX) return 'full';
    const { search } = saved;
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId,
        name: saved.name,
        alerts: saved.alerts,
        categoryId: search.categoryId,
        q: search.q,
        filters: search.filters,
        filtersLang: search.filtersLang,
        sort: search.sort,
        scopeToken: search.scopeToken,
        keyTokens: search.keyTokens,
        tests: search.tests,
        words: search.words,
      })
      .returning(LISTED);
    if (!row) throw new Error('the saved search was not inserted');
    return toSavedSearch(row, 0);
  });
}

/**
 * Renames the user's search or changes how they hear of it; undefined when it is not theirs.
 * A change of alerts starts afresh: what matched before is left out of the next digest.
 */
export function changeSavedSearch(
  db: Database,
  userId: number,
  id: number,
  change: SavedSearchChange,
): Promise<SavedSearch | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ alerts: savedSearches.alerts })
      .from(savedSearches)
      .where(ownSearch(userId, id))
      .for('update');
    if (!before) return undefined;
    await tx
      .update(savedSearches)
      .set({
        ...(change.name !== undefined && { name: change.name }),
        ...(change.alerts !== undefined && { alerts: change.alerts }),
      })
      .where(eq(savedSearches.id, id));
    if (change.alerts !== undefined && change.alerts !== before.alerts) {
      await tx
        .update(savedSearchMatches)
        .set({ digestedAt: sql`now()` })
        .where(
          and(eq(savedSearchMatches.savedSearchId, id), isNull(savedSearchMatches.digestedAt)),
        );
    }
    return readOwn(tx, userId, id);
  });
}

/** Deletes the user's search (its matches go with it); false when it is not theirs. */
export async function deleteSavedSearch(db: Database, userId: number, id: number) {
  const deleted = await db
    .delete(savedSearches)
    .where(ownSearch(userId, id))
    .returning({ id: savedSearches.id });
  return deleted.length > 0;
}

/** The owner looked at the search's ads: none is new any more. False when it is not theirs. */
export async function markSavedSearchSeen(db: Database, userId: number, id: number) {
  const seen = await db
    .update(savedSearches)
    .set({ seenAt: sql`now()` })
    .where(ownSearch(userId, id))
    .returning({ id: savedSearches.id });
  return seen.length > 0;
}
