import type { FavoriteToggleData } from '@souq/contracts';
import type { Database } from '../../db/client.ts';
import { favorites } from '../../db/schema/index.ts';
import { entityExists } from './entities.repository.ts';
import { toggleAdRow } from './toggle.repository.ts';

/** Toggles the favourite; undefined when the ad does not exist. */
export function toggleFavorite(
  db: Database,
  userId: number,
  adId: number,
): Promise<FavoriteToggleData | undefined> {
  return db.transaction(async (tx) => {
    if (!(await entityExists(tx, 'ad', adId))) return undefined;
    const { on } = await toggleAdRow(tx, favorites, userId, adId);
    return { is_favorite: on };
  });
}
