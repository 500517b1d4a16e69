import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ads, favorites, notificationPreferences, notifications } from '../../db/schema/index.ts';
import { activeAd } from '../ads/live-ad.ts';
import { writtenTitle } from './about-ad.ts';
import type { NotificationTasks } from './notification-tasks.ts';
import type { Notifier } from './notifier.ts';

/** How long before its end a live ad's seller is told it is about to expire. */
export const EXPIRY_WARNING_DAYS = 3;
/** Rows read at a time by the tasks that tell many. */
const BATCH = 500;

async function loadAd(db: Database, adId: number) {
  const [row] = await db
    .select({
      id: ads.id,
      sellerId: ads.userId,
      title: writtenTitle,
      live: sql<boolean>`${activeAd}`,
    })
    .from(ads)
    .where(eq(ads.id, adId));
  return row;
}

/** `notifications.ad-decision`: tells the seller a moderator approved or rejected their ad. */
export function notifyAdDecision(db: Database, notifier: Notifier) {
  return async ({
    adId,
    decision,
    at,
  }: NotificationTasks['notifications.ad-decision']): Promise<void> => {
    const ad = await loadAd(db, adId);
    if (!ad) return;
    const about = { userId: ad.sellerId, data: { ad: { id: ad.id, title: ad.title } } };
    const key = `${String(adId)}:${String(at)}`;
    await (decision === 'approved'
      ? notifier.notify({ ...about, kind: 'ad_approved', dedupeKey: `ad_approved:${key}` })
      : notifier.notify({ ...about, kind: 'ad_rejected', dedupeKey: `ad_rejected:${key}` }));
  };
}

/**
 * `notifications.price-drop`: tells everyone who keeps the ad among their favourites (not its
 * seller) that its price went down, while it is still live.
 */
export function notifyPriceDrop(db: Database, notifier: Notifier) {
  return async ({
    adId,
    oldPrice,
    newPrice,
    at,
  }: NotificationTasks['notifications.price-drop']): Promise<void> => {
    const ad = await loadAd(db, adId);
    if (!ad?.live) return;
    const dedupeKey = `price_drop:${String(adId)}:${String(at)}`;
    const data = { ad: { id: ad.id, title: ad.title }, old_price: oldPrice, new_price: newPrice };
    for (let after = 0; ;) {
      const batch = await db
        .select({ userId: favorites.userId })
        .from(favorites)
        .where(
          and(
            eq(favorites.adId, adId),
            ne(favorites.userId, ad.sellerId),
            gt(favorites.userId, after),
          ),
        )
        .orderBy(asc(favorites.userId))
        .limit(BATCH);
      for (const { userId } of batch) {
        await notifier.notify({ userId, kind: 'price_drop', data, dedupeKey });
      }
      const last = batch.at(-1);
      if (!last || batch.length < BATCH) return;
      after = last.userId;
    }
  };
}

type ExpiringAd = {
  id: number;
  user_id: number;
  title: string;
  /** ISO 8601 to the microsecond, as the next batch starts after it. */
  expires_at: string;
  dedupe_key: string;
};

/**
 * `notifications.expiry-warnings` (hourly): tells the seller of each live ad that ends within
 * EXPIRY_WARNING_DAYS, once per end (the dedupe key holds `expires_at`: a renewed ad is told
 * again before its new end). The ads are read in `ads_live_index` order, skipping those told
 * already (the notifications' unique index) and those whose sellers turned the kind off.
 */
export function warnOfExpiry(db: Database, notifier: Notifier) {
  return async (): Promise<void> => {
    const dedupeKey = sql`'ad_expiring:' || ${ads.id} || ':' || floor(extract(epoch from ${ads.expiresAt}) * 1000)::bigint`;
    let after: ExpiringAd | undefined;
    for (;;) {
      const from = after
        ? sql`(${ads.expiresAt}, ${ads.id}) > (${after.expires_at}::timestamptz, ${after.id})`
        : sql`${ads.expiresAt} > now()`;
      const { rows } = await db.execute<ExpiringAd>(sql`
        select ${ads.id}, ${ads.userId} as user_id, ${writtenTitle} as title,
          to_json(${ads.expiresAt})#>>'{}' as expires_at, ${dedupeKey} as dedupe_key
        from ${ads}
        where ${ads.status} = 'active' and ${from}
          and ${ads.expiresAt} <= now() + make_interval(days => ${EXPIRY_WARNING_DAYS})
          and not exists (select 1 from ${notifications} n
            where n.user_id = ${ads.userId} and n.dedupe_key = ${dedupeKey})
          and not exists (select 1 from ${notificationPreferences} p
            where p.user_id = ${ads.userId} and p.kind = 'ad_expiring' and not p.in_app)
        order by ${ads.expiresAt}, ${ads.id}
        limit ${BATCH}`);
      for (const ad of rows) {
        await notifier.notify({
          userId: ad.user_id,
          kind: 'ad_expiring',
          dedupeKey: ad.dedupe_key,
          data: {
            ad: { id: ad.id, title: ad.title },
            expires_at: new Date(ad.expires_at).toISOString(),
          },
        });
      }
      after = rows.at(-1);
      if (!after || rows.length < BATCH) return;
    }
  };
}
