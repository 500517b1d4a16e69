import { randomBytes } from 'node:crypto';
import { processPicture } from '../../shared/pictures.ts';
import {
  UPLOADS_PREFIX,
  mediaAddress,
  uploadKeyOf,
  type MediaStorage,
} from '../../shared/storage/media-storage.ts';

/** Square, three times the largest size the site shows a category's picture at (64 px). */
const ICON_SIDE = 192;

/**
 * Stores an uploaded category picture (judged as ad pictures are, `processPicture`: a 422 on
 * `picture`) as a square WebP under a new name; answers the address `categories.icon` keeps.
 */
export async function storeCategoryPicture(storage: MediaStorage, upload: Buffer): Promise<string> {
  const key = `${UPLOADS_PREFIX}categories/${randomBytes(12).toString('hex')}.webp`;
  const bytes = await processPicture(upload, 'picture', (picture) =>
    picture.resize(ICON_SIDE, ICON_SIDE, { fit: 'cover' }).webp({ quality: 82 }).toBuffer(),
  );
  await storage.put(key, bytes, 'image/webp');
  return mediaAddress(key);
}

/** Removes a picture `storeCategoryPicture` stored (a seed picture is left alone). */
export async function removeCategoryPicture(storage: MediaStorage, address: string): Promise<void> {
  const key = uploadKeyOf(address);
  if (key !== undefined) await storage.remove(key);
}
