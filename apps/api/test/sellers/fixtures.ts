import { CATEGORY_IDS } from '@souq/contracts';
import type { Database } from '../../src/db/client.ts';
import { ads, stores } from '../../src/db/schema/index.ts';

/** A store of its own for each test, so follower counts start at zero on a shared database. */
export async function createStore(db: Database, ownerId: number): Promise<number> {
  const [row] = await db
    .insert(stores)
    .values({
      ownerId,
      storeName: 'Sellers test store',
      storeEmail: 'shop@example.com',
      descriptionEn: 'A test store.',
      descriptionAr: 'متجر للاختبار.',
      countryId: 1,
    })
    .returning({ id: stores.id });
  if (!row) throw new Error('store not inserted');
  return row.id;
}

/** An ad published by the user, through the store when one is given. */
export async function createSellerAd(
  db: Database,
  userId: number,
  storeId: number | null,
  createdAt: Date,
): Promise<number> {
  const [row] = await db
    .insert(ads)
    .values({
      categoryId: CATEGORY_IDS.bikes,
      userId,
      storeId,
      titleEn: 'Sellers test bike',
      titleAr: 'دراجة لاختبار البائعين',
      price: 250,
      createdAt,
    })
    .returning({ id: ads.id });
  if (!row) throw new Error('ad not inserted');
  return row.id;
}
