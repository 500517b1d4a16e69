import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ads, reviews } from '../../db/schema/index.ts';
import { adTag, cardTag, sellerTag, type ContentTag } from '../../shared/content-changes.ts';

/**
 * What a change of a user's name, picture, bio or phone number changes: their page, the cards of
 * their ads (which show them beside their store, if any) and the reviews they wrote, which show
 * their name and picture on the page of what they are about.
 */
export async function profileChanges(db: Database, userId: number): Promise<ContentTag[]> {
  const [own, reviewed] = await Promise.all([
    db.select({ id: ads.id }).from(ads).where(eq(ads.userId, userId)),
    db
      .select({ type: reviews.entityType, id: reviews.entityId })
      .from(reviews)
      .where(eq(reviews.raterId, userId)),
  ]);
  return [
    sellerTag('user', userId),
    ...own.map((ad) => cardTag(ad.id)),
    ...reviewed.map(({ type, id }) => (type === 'ad' ? adTag(id) : sellerTag(type, id))),
  ];
}
