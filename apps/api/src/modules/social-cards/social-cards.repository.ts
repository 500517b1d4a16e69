import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adImages, ads, stores } from '../../db/schema/index.ts';
import { imageUrl, LARGEST_IMAGE_WIDTH } from '../../shared/media.ts';
import { publicAdPage } from '../ads/live-ad.ts';

/** The address of a public ad's first picture at its largest width, if it has one. */
export async function adCardSource(db: Database, adId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ path: adImages.path })
    .from(adImages)
    .innerJoin(ads, eq(ads.id, adImages.adId))
    .where(and(eq(adImages.adId, adId), publicAdPage))
    .orderBy(asc(adImages.position), asc(adImages.id))
    .limit(1);
  return row && imageUrl(row.path, LARGEST_IMAGE_WIDTH);
}

/** A store's name and the addresses of its cover and logo, if it has them. */
export async function storeCardSource(
  db: Database,
  storeId: number,
): Promise<{ name: string; cover: string | null; logo: string | null } | undefined> {
  const [row] = await db
    .select({ name: stores.storeName, cover: stores.coverImage, logo: stores.profileImage })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row;
}
