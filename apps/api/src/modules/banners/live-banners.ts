import type { Banner, Lang } from '@souq/contracts';
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { banners } from '../../db/schema/index.ts';
import { imageUrl } from '../../shared/media.ts';

/** The live slides, and how long they stay so: until the next banner starts or ends. */
export type LiveSlides = {
  slides: Banner[];
  /** Whole seconds until the next start or end of an active banner; null when none comes. */
  unchangedFor: number | null;
};

/** Shown now: on, started (or without a start) and not ended, by the database's clock. */
export const liveBanner = and(
  eq(banners.active, true),
  or(isNull(banners.startsAt), lte(banners.startsAt, sql`now()`)),
  or(isNull(banners.endsAt), gt(banners.endsAt, sql`now()`)),
);

/**
 * The slides of the home slider in `lang`, in their order. Read in one transaction, so both
 * statements see the same `now()`: a banner starting between them is either shown or counted as
 * the next change, never missed by both.
 */
export function readLiveSlides(db: Database, lang: Lang): Promise<LiveSlides> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: banners.id,
        image: banners.image,
        imageAr: banners.imageAr,
        altEn: banners.altEn,
        altAr: banners.altAr,
        targetId: banners.targetId,
        link: banners.link,
      })
      .from(banners)
      .where(liveBanner)
      .orderBy(asc(banners.position), asc(banners.id));
    // `least` leaves nulls out: null only when no active banner starts or ends from now on.
    const [next] = await tx
      .select({
        seconds: sql<number | null>`extract(epoch from least(
          min(${banners.startsAt}) filter (where ${banners.startsAt} > now()),
          min(${banners.endsAt}) filter (where ${banners.endsAt} > now())
        ) - now())::float8`,
      })
      .from(banners)
      .where(eq(banners.active, true));
    const seconds = next?.seconds ?? null;
    return {
      slides: rows.map((row) => ({
        id: row.id,
        website_image: imageUrl(lang === 'ar' ? (row.imageAr ?? row.image) : row.image, 1024),
        alt: lang === 'ar' ? row.altAr : row.altEn,
        target_id: row.targetId,
        link: row.link,
      })),
      // Rounded down: an answer kept this long never outlives the change.
      unchangedFor: seconds === null ? null : Math.floor(seconds),
    };
  });
}
