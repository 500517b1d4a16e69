import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ads } from '../../db/schema/index.ts';
import { listedTag, sellerTag, type ContentTag } from '../../shared/content-changes.ts';
import { adPageTags } from './ad-cache.ts';

/**
 * What a write of these ads (published, edited, sold, renewed, deleted, held or let through by
 * moderators) changes: each one's page and card, which ads the lists of its category and
 * sub-category show, and its seller's page (its store's too). Read after the write, and before
 * it too when it may move the ad to another category.
 */
export async function adChanges(db: Database, ids: readonly number[]): Promise<ContentTag[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      categoryId: ads.categoryId,
      subCategoryId: ads.subCategoryId,
      userId: ads.userId,
      storeId: ads.storeId,
    })
    .from(ads)
    .where(inArray(ads.id, [...ids]));
  const tags = new Set<ContentTag>(ids.flatMap(adPageTags));
  // Lists of every category, also when an ad is not found.
  tags.add('listed:any');
  for (const row of rows) {
    tags.add(listedTag(row.categoryId));
    if (row.subCategoryId !== null) tags.add(listedTag(row.subCategoryId));
    tags.add(sellerTag('user', row.userId));
    if (row.storeId !== null) tags.add(sellerTag('store', row.storeId));
  }
  return [...tags];
}
