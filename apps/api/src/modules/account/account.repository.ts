import type { FavoritesData, Lang } from '@souq/contracts';
import { and, desc, eq, not } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ads, cities, favorites, jobFavorites, jobOffers } from '../../db/schema/index.ts';
import { localized } from '../../shared/localized.ts';
import { loadAdCards } from '../ads/ad-cards.repository.ts';
import { cardsForViewer } from '../ads/ads.service.ts';
import { heldAd } from '../ads/live-ad.ts';

/**
 * The ads the user made favourites, as the cards of every listing (with their marks); not those
 * moderators hold (issue 42).
 */
async function favoriteAds(db: Database, userId: number, lang: Lang) {
  const rows = await db
    .select({ id: favorites.adId })
    .from(favorites)
    .innerJoin(ads, eq(ads.id, favorites.adId))
    .where(and(eq(favorites.userId, userId), not(heldAd)))
    .orderBy(desc(favorites.createdAt), desc(favorites.adId));
  const ids = rows.map((row) => row.id);
  return cardsForViewer(db, await loadAdCards(db, ids, lang), userId);
}

/** The user's favourite ads (as ad cards) and jobs (as small cards), latest favourite first. */
export async function listFavorites(
  db: Database,
  userId: number,
  lang: Lang,
): Promise<FavoritesData> {
  const [adCards, jobRows] = await Promise.all([
    favoriteAds(db, userId, lang),
    db
      .select({
        id: jobOffers.id,
        title: localized(lang, jobOffers.titleEn, jobOffers.titleAr),
        companyName: localized(lang, jobOffers.companyNameEn, jobOffers.companyNameAr),
        companyImage: jobOffers.companyImage,
        location: localized(lang, cities.nameEn, cities.nameAr),
        createdAt: jobOffers.createdAt,
      })
      .from(jobFavorites)
      .innerJoin(jobOffers, eq(jobOffers.id, jobFavorites.jobOfferId))
      .leftJoin(cities, eq(cities.id, jobOffers.cityId))
      .where(eq(jobFavorites.userId, userId))
      .orderBy(desc(jobFavorites.createdAt), desc(jobOffers.id)),
  ]);
  return {
    ads: adCards,
    jobs: jobRows.map((j) => ({
      id: j.id,
      title: j.title,
      company_name: j.companyName ?? (lang === 'ar' ? 'شركة غير معروفة' : 'Unknown Company'),
      company_image: j.companyImage,
      location: j.location,
      date_posted: new Date(j.createdAt).toISOString(),
    })),
  };
}
