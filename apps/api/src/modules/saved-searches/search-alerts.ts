import type { AdSort, FilterAttribute, NotificationData } from '@souq/contracts';
import { and, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ads, savedSearchMatches, savedSearches } from '../../db/schema/index.ts';
import { liveAd } from '../ads/live-ad.ts';
import { loadIndexedAd, matchingSearches, type IndexedAd } from './search-matching.ts';

/** What the alerts need of `app.notifier` (modules/notifications). */
export type SearchNotifier = {
  notify(
    notification: {
      userId: number;
      kind: 'saved_search';
      data: NotificationData<'saved_search'>;
      dedupeKey: string;
    },
    options?: { push?: boolean },
  ): Promise<number | null>;
};

export type AlertDeps = {
  db: Database;
  notifier: SearchNotifier;
  /** The app's clock: the hour between two pushes of a search, the digest's day. */
  now: () => Date;
};

/** At most one push a search an hour; the other matches wait for the digest. */
const PUSH_GAP_MS = 60 * 60 * 1000;

/** Searches a digest reads per statement. */
const DIGEST_BATCH = 500;

/** Matches of an ad kept per transaction (each a few parameters of its statements). */
const MATCH_BATCH = 1000;

const ABOUT_SEARCH = {
  id: savedSearches.id,
  userId: savedSearches.userId,
  name: savedSearches.name,
  alerts: savedSearches.alerts,
  categoryId: savedSearches.categoryId,
  q: savedSearches.q,
  filters: savedSearches.filters,
  filtersLang: savedSearches.filtersLang,
  sort: savedSearches.sort,
};

type AboutSearch = {
  id: number;
  name: string;
  categoryId: number | null;
  q: string;
  filters: FilterAttribute[];
  sort: AdSort;
};

/** The search as a notification names it, to open its page. */
const searchData = (search: AboutSearch): NotificationData<'saved_search'>['search'] => ({
  id: search.id,
  name: search.name,
  category_id: search.categoryId,
  q: search.q,
  filtersAttributes: search.filters,
  sort: search.sort,
});

/**
 * Keeps the ad's matches: each search's row (once: a task tried again adds none), told at once
 * to the owners of `instant` searches. A search is pushed at most once an hour: the first of
 * its new matches since then claims the push (an update that one process alone wins), and the
 * others are told without a push and wait for the digest. Each notification is made once
 * (its dedupe key), so a task tried again after a failure tells what it had not told, without a
 * push.
 */
export async function matchAd(deps: AlertDeps, adId: number): Promise<void> {
  const ad = await loadIndexedAd(deps.db, adId);
  if (!ad) return;
  const { ids } = await matchingSearches(deps.db, ad);
  for (let from = 0; from < ids.length; from += MATCH_BATCH) {
    await keepMatches(deps, ad, ids.slice(from, from + MATCH_BATCH));
  }
}

/** The matches of some of the searches (`matchAd`): a transaction, then their notifications. */
async function keepMatches({ db, notifier, now }: AlertDeps, ad: IndexedAd, ids: number[]) {
  const at = now();
  const { searches, pushed } = await db.transaction(async (tx) => {
    const found = await tx
      .select(ABOUT_SEARCH)
      .from(savedSearches)
      .where(inArray(savedSearches.id, ids));
    if (found.length === 0) return { searches: [], pushed: new Set<number>() };
    const added = await tx
      .insert(savedSearchMatches)
      .values(
        found.map((search) => ({
          savedSearchId: search.id,
          adId: ad.id,
          // Nothing to tell of a search whose owner hears nothing.
          digestedAt: search.alerts === 'off' ? sql`now()` : null,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: savedSearchMatches.savedSearchId });
    const instant = new Set(found.flatMap(({ id, alerts }) => (alerts === 'instant' ? [id] : [])));
    const fresh = added.map(({ id }) => id).filter((id) => instant.has(id));
    const claimed =
      fresh.length === 0
        ? []
        : await tx
            .update(savedSearches)
            .set({ pushedAt: at })
            .where(
              and(
                inArray(savedSearches.id, fresh),
                or(
                  isNull(savedSearches.pushedAt),
                  lte(savedSearches.pushedAt, new Date(at.getTime() - PUSH_GAP_MS)),
                ),
              ),
            )
            .returning({ id: savedSearches.id });
    const claimedIds = claimed.map(({ id }) => id);
    if (claimedIds.length > 0) {
      await tx
        .update(savedSearchMatches)
        .set({ digestedAt: sql`now()` })
        .where(
          and(
            eq(savedSearchMatches.adId, ad.id),
            inArray(savedSearchMatches.savedSearchId, claimedIds),
          ),
        );
    }
    return { searches: found, pushed: new Set(claimedIds) };
  });
  for (const search of searches) {
    if (search.alerts !== 'instant') continue;
    await notifier.notify(
      {
        userId: search.userId,
        kind: 'saved_search',
        data: {
          search: searchData(search),
          ad: { id: ad.id, title: ad.titles[search.filtersLang === 'ar' ? 'ar' : 'en'] },
          count: 1,
        },
        dedupeKey: `saved_search:${String(search.id)}:ad:${String(ad.id)}`,
      },
      { push: pushed.has(search.id) },
    );
  }
}

/**
 * The daily digest: for each search told daily, and each instant one whose matches waited past
 * its push of the hour, one notification counting its matches not told yet that are live still;
 * those are then told. One a search a day (its dedupe key): a second run the same day leaves the
 * newer matches to the next day's.
 */
export async function sendDigests({ db, notifier, now }: AlertDeps): Promise<void> {
  const day = now().toISOString().slice(0, 10);
  let after = 0;
  for (;;) {
    const batch = await db
      .select({
        ...ABOUT_SEARCH,
        live: sql<number>`(count(*) filter (where ${liveAd}))::int`,
        adIds: sql<number[]>`array_agg(${savedSearchMatches.adId})`,
      })
      .from(savedSearchMatches)
      .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
      .innerJoin(ads, eq(ads.id, savedSearchMatches.adId))
      .where(
        and(
          isNull(savedSearchMatches.digestedAt),
          ne(savedSearches.alerts, 'off'),
          gt(savedSearches.id, after),
        ),
      )
      .groupBy(savedSearches.id)
      .orderBy(savedSearches.id)
      .limit(DIGEST_BATCH);
    for (const search of batch) {
      const told =
        search.live === 0 ||
        (await notifier.notify({
          userId: search.userId,
          kind: 'saved_search',
          data: { search: searchData(search), ad: null, count: search.live },
          dedupeKey: `saved_search_digest:${String(search.id)}:${day}`,
        })) !== null;
      if (!told) continue;
      await db
        .update(savedSearchMatches)
        .set({ digestedAt: sql`now()` })
        .where(
          and(
            eq(savedSearchMatches.savedSearchId, search.id),
            inArray(savedSearchMatches.adId, search.adIds),
          ),
        );
    }
    const last = batch.at(-1);
    if (!last || batch.length < DIGEST_BATCH) return;
    after = last.id;
  }
}
