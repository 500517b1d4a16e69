import type { BannerBody, BannerState, ConsoleBanner } from '@souq/contracts';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ads, banners } from '../../db/schema/index.ts';
import { imageUrl } from '../../shared/media.ts';
import { liveAd } from '../ads/live-ad.ts';
import type { Transaction } from '../moderation/account-restrictions.repository.ts';

type Reader = Database | Transaction;
type BannerRow = typeof banners.$inferSelect;

/** A banner as its audit lines keep it: what the admin gave it, and its place in the order. */
export type BannerFields = BannerBody & { id: number; position: number };

/** Where a banner stands by the database's clock (`BANNER_STATES`). */
const state = sql<BannerState>`case
  when not ${banners.active} then 'off'
  when ${banners.endsAt} <= now() then 'ended'
  when ${banners.startsAt} > now() then 'scheduled'
  else 'live' end`;

const PREVIEW_WIDTH = 640;

const isoOrNull = (moment: Date | null) => moment?.toISOString() ?? null;

export function bannerFields(row: BannerRow): BannerFields {
  return {
    id: row.id,
    image: row.image,
    image_ar: row.imageAr,
    alt_en: row.altEn,
    alt_ar: row.altAr,
    target_id: row.targetId,
    link: row.link,
    position: row.position,
    active: row.active,
    starts_at: isoOrNull(row.startsAt),
    ends_at: isoOrNull(row.endsAt),
  };
}

function consoleBanner(row: BannerRow & { state: BannerState }): ConsoleBanner {
  return {
    ...bannerFields(row),
    preview: imageUrl(row.image, PREVIEW_WIDTH),
    preview_ar: row.imageAr === null ? null : imageUrl(row.imageAr, PREVIEW_WIDTH),
    state: row.state,
  };
}

/** Every banner, live or not, in the slider's order. */
export async function listBanners(db: Reader): Promise<ConsoleBanner[]> {
  const rows = await db
    .select({ row: banners, state })
    .from(banners)
    .orderBy(asc(banners.position), asc(banners.id));
  return rows.map(({ row, state: now }) => consoleBanner({ ...row, state: now }));
}

export async function findBanner(db: Reader, id: number): Promise<ConsoleBanner | undefined> {
  const [found] = await db.select({ row: banners, state }).from(banners).where(eq(banners.id, id));
  return found && consoleBanner({ ...found.row, state: found.state });
}

/** The banner's row, locked until the transaction ends (an edit or a deletion). */
export async function lockBanner(tx: Transaction, id: number): Promise<BannerRow | undefined> {
  const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
  return row;
}

/** Whether a visitor may find the ad now (a slide opens it). */
export async function isLiveAd(db: Reader, id: number): Promise<boolean> {
  const [found] = await db
    .select({ id: ads.id })
    .from(ads)
    .where(and(eq(ads.id, id), liveAd));
  return found !== undefined;
}

function columnsOf(body: BannerBody) {
  return {
    image: body.image,
    imageAr: body.image_ar,
    altEn: body.alt_en,
    altAr: body.alt_ar,
    targetId: body.target_id,
    link: body.link,
    active: body.active,
    startsAt: body.starts_at === null ? null : new Date(body.starts_at),
    endsAt: body.ends_at === null ? null : new Date(body.ends_at),
  };
}

/** A new banner, last in the order. */
export async function insertBanner(tx: Transaction, body: BannerBody): Promise<BannerRow> {
  const [last] = await tx.select({ position: max(banners.position) }).from(banners);
  const [row] = await tx
    .insert(banners)
    .values({ ...columnsOf(body), position: (last?.position ?? 0) + 1 })
    .returning();
  if (!row) throw new Error('banner not inserted');
  return row;
}

export async function updateBanner(
  tx: Transaction,
  id: number,
  body: BannerBody,
): Promise<BannerRow> {
  const [row] = await tx.update(banners).set(columnsOf(body)).where(eq(banners.id, id)).returning();
  if (!row) throw new Error('banner not updated');
  return row;
}

export async function setBannerActive(
  tx: Transaction,
  id: number,
  active: boolean,
): Promise<BannerRow> {
  const [row] = await tx.update(banners).set({ active }).where(eq(banners.id, id)).returning();
  if (!row) throw new Error('banner not updated');
  return row;
}

export async function deleteBanner(tx: Transaction, id: number): Promise<void> {
  await tx.delete(banners).where(eq(banners.id, id));
}

/** Every banner's id in the present order, locked until the transaction ends. */
export async function lockOrder(tx: Transaction): Promise<number[]> {
  const rows = await tx
    .select({ id: banners.id })
    .from(banners)
    .orderBy(asc(banners.position), asc(banners.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** Gives each banner its place in `ids`, first to last. */
export async function writeOrder(tx: Transaction, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await tx
      .update(banners)
      .set({ position: index + 1 })
      .where(eq(banners.id, id));
  }
}
