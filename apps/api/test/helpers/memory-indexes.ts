import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { filterIndexOf, SyncedFilterIndex } from '../../src/modules/ads/filter-index/index-sync.ts';
import type { MemoryFilterIndex } from '../../src/modules/ads/filter-index/memory-index.ts';

/**
 * The app's copy of `ad_filter_index` in memory, and one tuned so that the seed's few ads take
 * the paths meant for long lists (and searches read chunks of 32 slots).
 */
export function memoryIndexes(db: Database): SyncedFilterIndex[] {
  return [
    filterIndexOf(db),
    new SyncedFilterIndex(db, {
      longList: 4,
      unsortedSlotsMost: 3,
      relayoutAfter: 2,
      searchChunkWords: 1,
    }),
  ];
}

/** The index once loaded (the app starts loading its own when it is ready). */
export async function loadedIndex(synced: SyncedFilterIndex): Promise<MemoryFilterIndex> {
  await expect.poll(() => synced.current(), { timeout: 10_000 }).toBeDefined();
  const index = await synced.current();
  if (!index) throw new Error('the index did not load');
  return index;
}
