import type { FavoritesData, Lang } from '@souq/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ads, cities, favorites, jobFavorites, jobOffers } from '../../db/schema/index.ts';
import { localized } from '../../shared/localized.ts';
import { imageUrl } from '../../shared/media.ts';

/** The user's favourite ads and jobs, latest favourite first, as small cards. */
export async function listFavorites(
  db: Database,
  userId: number,
  lang: Lang,
): Promise<FavoritesData> {
  const [adRows, jobRows] = await Promise.all([
    db
      .select({
        id: ads.id,
        title: localized(lang, ads.titleEn, ads.titleAr),
        price: ads.price,
        image: sql<
          string | null
        >`(select path from ad_images where ad_images.ad_id = ${ads.id} order by position, id limit 1)`,
        city: localized(lang, cities.nameEn, cities.nameAr),
        createdAt: ads.createdAt,
      })
      .from(favorites)
      .innerJoin(ads, eq(ads.id, favorites.adId))
      .leftJoin(cities, eq(cities.id, ads.cityId))
      .where(eq(favorites.userId, userId))
      .orderBy(desc(favorites.createdAt), desc(ads.id)),
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
    ads: adRows.map((a) => ({
      id: a.id,
      title: a.title,
      price: a.price,
      image: a.image ? imageUrl(a.image, 640) : null,
      city: a.city,
      date: new Date(a.createdAt).toISOString(),
    })),
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
