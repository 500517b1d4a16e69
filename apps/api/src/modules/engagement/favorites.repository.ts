import type { FavoriteToggleData } from '@souq/contracts';
import type { Database } from '../../db/client.ts';
import { favorites } from '../../db/schema/index.ts';
import { adEngageable } from './entities.repository.ts';
import { toggleAdRow } from './toggle.repository.ts';

/** Toggles the favourite; undefined when the ad does not exist or moderators hold it. */
export function toggleFavorite(
  db: Database,
  userId: number,
  adId: number,
): Promise<FavoriteToggleData | undefined> {
  return db.transaction(async (tx) => {
    if (!(await adEngageable(tx, adId))) return undefined;
    const { on } = await toggleAdRow(tx, favorites, userId, adId);
    return { is_favorite: on };
  });
}
