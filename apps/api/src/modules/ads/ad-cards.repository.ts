import type { Ad, AdDetail, Lang } from '@souq/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ads, favorites, likes, ratings } from '../../db/schema/index.ts';
import { readCardRows } from './ad-card-rows.ts';
import { holdReasonOf, languagesOf, toAd } from './ads.serializer.ts';
import { isHeldStatus, shownDecisionReason } from './live-ad.ts';

/**
 * The ads of `ids` as the contract's cards, in the order of `ids`, as a visitor without a
 * session sees them (`pageForViewer` adds a viewer's): one query whatever their number.
 */
export async function loadAdCards(db: Database, ids: number[], lang: Lang): Promise<Ad[]> {
  if (ids.length === 0) return [];
  const rows = await readCardRows(db, ids, lang);
  const byId = new Map(rows.map((row) => [row.id, toAd(row, lang)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Who may see an ad's page: everyone, or only its owner (expired, or held by moderators), or
 * nobody (deleted).
 */
export type AdVisibility = { public: boolean; deleted: boolean; ownerId: number };

/** Why moderators hold the ad, for its owner's eyes only (null when they do not). */
export type AdReview = Pick<AdDetail, 'hold_reason' | 'decision_reason'>;

export function visibleTo(visibility: AdVisibility, userId: number | null): boolean {
  return !visibility.deleted && (visibility.public || visibility.ownerId === userId);
}

/**
 * One ad with its description, as `loadAdCards` (`my_rating` null), who may see it, and why
 * moderators hold it.
 */
export async function loadAdDetail(
  db: Database,
  id: number,
  lang: Lang,
): Promise<{ detail: AdDetail; visibility: AdVisibility; review: AdReview } | undefined> {
  const [row] = await readCardRows(db, [id], lang, true);
  if (!row) return undefined;
  return {
    detail: {
      ...toAd(row, lang),
      description: row.description,
      my_rating: null,
      languages: languagesOf(row),
    },
    visibility: { public: row.public, deleted: row.status === 'deleted', ownerId: row.user.id },
    review: isHeldStatus(row.status)
      ? {
          hold_reason: holdReasonOf(row.holdReason),
          decision_reason: shownDecisionReason(row.status, row.decisionReason),
        }
      : { hold_reason: null, decision_reason: null },
  };
}

/** What the signed-in user did to an ad: liked it, made it a favourite, rated it. */
export type ViewerMarks = { isLiked: boolean; isFavorite: boolean; myRating: number | null };

/** The user's marks on each of the ads, by ad id: one query. */
export async function loadViewerMarks(
  db: Database,
  ids: number[],
  userId: number,
): Promise<Map<number, ViewerMarks>> {
  const has = (table: typeof likes | typeof favorites) =>
    sql<boolean>`exists (select 1 from ${table} where ${and(eq(table.userId, userId), eq(table.adId, ads.id))})`;
  const rows = await db
    .select({
      id: ads.id,
      isLiked: has(likes),
      isFavorite: has(favorites),
      myRating: sql<number | null>`(select ${ratings.rating}::float8 from ${ratings} where ${and(
        eq(ratings.entityType, 'ad'),
        eq(ratings.entityId, ads.id),
        eq(ratings.raterId, userId),
      )})`,
    })
    .from(ads)
    .where(inArray(ads.id, ids));
  return new Map(rows.map(({ id, ...marks }) => [id, marks]));
}
