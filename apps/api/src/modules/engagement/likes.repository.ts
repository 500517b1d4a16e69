import type { LikeToggleData } from '@souq/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ads, likes } from '../../db/schema/index.ts';
import { adEngageable } from './entities.repository.ts';
import { toggleAdRow } from './toggle.repository.ts';

/** Toggles the like and moves `ads.likes_count` with it; undefined when the ad does not exist or moderators hold it. */
export function toggleLike(
  db: Database,
  userId: number,
  adId: number,
): Promise<LikeToggleData | undefined> {
  return db.transaction(async (tx) => {
    if (!(await adEngageable(tx, adId))) return undefined;
    const { on, delta } = await toggleAdRow(tx, likes, userId, adId);
    const [ad] = await tx
      .update(ads)
      .set({ likesCount: sql`${ads.likesCount} + ${delta}` })
      .where(eq(ads.id, adId))
      .returning({ likesCount: ads.likesCount });
    return ad && { is_liked: on, likes_count: ad.likesCount };
  });
}
