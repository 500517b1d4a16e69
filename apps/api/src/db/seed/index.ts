import { IMAGE_WIDTHS } from '@souq/contracts';
import type { Database } from '../client.ts';
import { buildSeedData } from './data.ts';
import { writePictures } from './images.ts';
import { insertSeedData, resetSequences } from './insert.ts';
import { listPictures } from './pictures.ts';

export type SeedOptions = {
  /** Folder served at `/media`; pictures are written under it. */
  mediaDir: string;
  /** False writes no files but inserts the same rows (tests). */
  images: boolean;
  /** Adds the demo's accounts, ads, stores and chats (SEED_DEMO) to the reference data. */
  demo: boolean;
};

export { isSeeded } from './is-seeded.ts';

/** Inserts the deterministic, bilingual seed in one transaction, then draws its pictures. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  const data = await buildSeedData({ demo: options.demo });
  await db.transaction(async (tx) => {
    await insertSeedData(tx, data);
    await resetSequences(tx);
  });
  if (options.images) await writePictures(options.mediaDir, listPictures(data, IMAGE_WIDTHS));
}
