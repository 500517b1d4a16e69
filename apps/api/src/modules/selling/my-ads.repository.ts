import type { Lang, MyAd, MyAdTab, MyAdsPage } from '@souq/contracts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { adImages, ads, conversations, favorites, messages } from '../../db/schema/index.ts';
import { localized } from '../../shared/localized.ts';
import { holdReasonOf, toAdImage } from '../ads/ads.serializer.ts';
import type { PictureRow } from '../ads/ad-card-rows.ts';
import { heldAd, isHeldStatus, shownDecisionReason } from '../ads/live-ad.ts';
import { lifetimeFromNow, type Lifetime } from './ad-lifetime.ts';

const MY_ADS_PAGE_SIZE = 20;

const expired = sql`${ads.expiresAt} <= now()`;

/**
 * The listed ad's id for a subquery: drizzle names a one-table select's columns unqualified, and
 * inside `from ad_images` a bare `id` would be the picture's own.
 */
const outerAdId = sql`${ads}.${sql.identifier('id')}`;

/**
 * The ads of each tab: live, sold, active ones past their expiry, and those moderators hold
 * (pending, hidden, rejected). Deleted ones are gone.
 */
const TABS: Record<MyAdTab, SQL> = {
  active: sql`${ads.status} = 'active' and not (${expired})`,
  sold: sql`${ads.status} = 'sold'`,
  expired: sql`${ads.status} = 'active' and ${expired}`,
  review: sql`${heldAd}`,
};

/** The user's ads of one tab, newest first, with the count of every tab. */
export async function listMyAds(
  db: Database,
  userId: number,
  tab: MyAdTab,
  page: number,
  lang: Lang,
): Promise<MyAdsPage> {
  const own = eq(ads.userId, userId);
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        id: ads.id,
        title: localized(lang, ads.titleEn, ads.titleAr),
        writtenLang: ads.writtenLang,
        translated: ads.translated,
        price: ads.price,
        negotiable: ads.negotiable,
        cover: sql<PictureRow | null>`(select json_build_array(${adImages.path}, ${adImages.width}, ${adImages.height}) from ${adImages} where ${adImages.adId} = ${outerAdId} order by ${adImages.position}, ${adImages.id} limit 1)`,
        status: ads.status,
        expired: sql<boolean>`${expired}`,
        createdAt: ads.createdAt,
        expiresAt: ads.expiresAt,
        soldAt: ads.soldAt,
        views: ads.viewCount,
        likes: ads.likesCount,
        favorites: sql<number>`(select count(*)::int from ${favorites} where ${favorites.adId} = ${outerAdId})`,
        reviews: ads.reviewsCount,
        callTaps: ads.callTaps,
        // Conversations somebody has written in (an empty one is nobody's yet).
        conversations: sql<number>`(select count(*)::int from ${conversations} c where c.ad_id = ${outerAdId} and exists (select 1 from ${messages} m where m.conversation_id = c.id))`,
        holdReason: ads.holdReason,
        decisionReason: ads.decisionReason,
      })
      .from(ads)
      .where(and(own, TABS[tab]))
      .orderBy(desc(ads.createdAt), desc(ads.id))
      .limit(MY_ADS_PAGE_SIZE)
      .offset((page - 1) * MY_ADS_PAGE_SIZE),
    db
      .select({
        active: sql<number>`count(*) filter (where ${TABS.active})::int`,
        sold: sql<number>`count(*) filter (where ${TABS.sold})::int`,
        expired: sql<number>`count(*) filter (where ${TABS.expired})::int`,
        review: sql<number>`count(*) filter (where ${TABS.review})::int`,
      })
      .from(ads)
      .where(own),
  ]);
  const tally = counts ?? { active: 0, sold: 0, expired: 0, review: 0 };
  return {
    ads: rows.map((row): MyAd => ({
      id: row.id,
      title: row.title,
      lang: row.writtenLang !== null && !row.translated ? row.writtenLang : lang,
      price: row.price,
      negotiable: row.negotiable,
      picture: row.cover && toAdImage(row.cover),
      status: row.status === 'active' && row.expired ? 'expired' : row.status,
      created_at: new Date(row.createdAt).toISOString(),
      expires_at: new Date(row.expiresAt).toISOString(),
      sold_at: row.soldAt && new Date(row.soldAt).toISOString(),
      views: row.views,
      likes: row.likes,
      favorites: row.favorites,
      reviews: row.reviews,
      call_taps: row.callTaps,
      conversations: row.conversations,
      hold_reason: isHeldStatus(row.status) ? holdReasonOf(row.holdReason) : null,
      decision_reason: shownDecisionReason(row.status, row.decisionReason),
    })),
    counts: tally,
    page,
    last_page: Math.max(1, Math.ceil(tally[tab] / MY_ADS_PAGE_SIZE)),
  };
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type AdRowStatus = (typeof ads.$inferSelect)['status'];

/**
 * Locks the user's (undeleted) ad for a change: `not_found` when there is none, `forbidden`
 * when it is someone else's, its status (whether it is past its expiry, and the moderator's
 * reason of its last decision) when it is theirs.
 */
export async function lockOwnAd(
  tx: Transaction,
  userId: number,
  adId: number,
): Promise<
  | { status: AdRowStatus; expired: boolean; decisionReason: string | null; price: number }
  | 'not_found'
  | 'forbidden'
> {
  const [ad] = await tx
    .select({
      userId: ads.userId,
      status: ads.status,
      expired: sql<boolean>`${expired}`,
      decisionReason: ads.decisionReason,
      price: ads.price,
    })
    .from(ads)
    .where(and(eq(ads.id, adId), sql`${ads.status} <> 'deleted'`))
    .for('update');
  if (!ad) return 'not_found';
  const { userId: owner, ...own } = ad;
  return owner === userId ? own : 'forbidden';
}

/**
 * What happened to a change of an ad's state: `under_review` when moderators hold the ad
 * (pending, hidden or rejected), which only an edit or a deletion may change.
 */
export type ChangeOutcome = 'done' | 'not_found' | 'forbidden' | 'under_review';

/**
 * Changes one ad of the owner's: `not_found` when there is no such (undeleted) ad, `forbidden`
 * when it is someone else's, `under_review` when moderators hold it (unless `heldToo`).
 * `allowed` narrows which of the owner's ads the change applies to.
 */
async function changeOwnAd(
  db: Database,
  userId: number,
  adId: number,
  allowed: SQL | undefined,
  change: PgUpdateSetSource<typeof ads>,
  heldToo = false,
): Promise<ChangeOutcome> {
  return db.transaction(async (tx) => {
    const own = await lockOwnAd(tx, userId, adId);
    if (typeof own === 'string') return own;
    if (!heldToo && isHeldStatus(own.status)) return 'under_review';
    const changed = await tx
      .update(ads)
      .set({ ...change, updatedAt: new Date() })
      .where(and(eq(ads.id, adId), allowed))
      .returning({ id: ads.id });
    return changed.length > 0 ? 'done' : 'not_found';
  });
}

/** A live ad becomes sold: it leaves every list now and its page after a week. */
export function markSold(db: Database, userId: number, adId: number) {
  return changeOwnAd(db, userId, adId, TABS.active, { status: 'sold', soldAt: new Date() });
}

/** An active or expired ad (not a sold one) is live again for the lifetime, from now. */
export function renewAd(db: Database, userId: number, adId: number, lifetime: Lifetime) {
  return changeOwnAd(db, userId, adId, sql`${ads.status} = 'active'`, {
    expiresAt: lifetimeFromNow(lifetime),
  });
}

/** A sold ad is on sale again (the sale fell through), until the expiry it had. */
export function markAvailable(db: Database, userId: number, adId: number) {
  return changeOwnAd(db, userId, adId, TABS.sold, { status: 'active', soldAt: null });
}

/** A sold ad is on sale again for the whole lifetime, from now (another of the same to sell). */
export function relistAd(db: Database, userId: number, adId: number, lifetime: Lifetime) {
  return changeOwnAd(db, userId, adId, TABS.sold, {
    status: 'active',
    soldAt: null,
    expiresAt: lifetimeFromNow(lifetime),
  });
}

/** The ad is deleted: shown nowhere, its page answers that it is gone. */
export function deleteAd(db: Database, userId: number, adId: number) {
  return changeOwnAd(db, userId, adId, undefined, { status: 'deleted' }, true);
}

/** Counts a tap on the call button of a public ad. */
export async function countCallTap(db: Database, adId: number): Promise<boolean> {
  const rows = await db
    .update(ads)
    .set({ callTaps: sql`${ads.callTaps} + 1` })
    .where(and(eq(ads.id, adId), sql`${ads.status} <> 'deleted'`))
    .returning({ id: ads.id });
  return rows.length > 0;
}
