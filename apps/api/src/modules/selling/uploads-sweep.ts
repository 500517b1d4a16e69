import type { Database } from '../../db/client.ts';
import type { WorkQueue } from '../../shared/queue/work-queue.ts';
import type { MediaStorage } from '../../shared/storage/media-storage.ts';
import { removeAdPicture } from './ad-pictures.ts';
import { deleteAbandonedUploads } from './pictures.repository.ts';

/** The task that deletes the pictures uploaded for ads never published, every hour. */
export const SWEEP_UPLOADS_TASK = 'selling.sweep-uploads';

/** Pictures deleted a transaction at a time. */
const BATCH = 50;

/**
 * Deletes the uploads no ad was published with (`deleteAbandonedUploads`) and their files, a
 * batch a transaction: a file that cannot be removed keeps its row, for the next sweep to try
 * again, and an upload being attached meanwhile waits for the batch (and is then gone). Answers
 * how many were deleted.
 */
export async function sweepAbandonedUploads(db: Database, media: MediaStorage): Promise<number> {
  let deleted = 0;
  for (;;) {
    const paths = await db.transaction(async (tx) => {
      const batch = await deleteAbandonedUploads(tx, BATCH);
      await Promise.all(batch.map((path) => removeAdPicture(media, path)));
      return batch;
    });
    deleted += paths.length;
    if (paths.length < BATCH) return deleted;
  }
}

/** Sweeps the abandoned uploads every hour, at a quarter past (apart from other hourly tasks). */
export function defineUploadsSweep(queue: WorkQueue, db: Database, media: MediaStorage): void {
  queue.define({
    name: SWEEP_UPLOADS_TASK,
    cron: '15 * * * *',
    handler: async () => {
      await sweepAbandonedUploads(db, media);
    },
  });
}
