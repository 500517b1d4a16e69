import { randomBytes } from 'node:crypto';
import { processPicture } from '../../shared/pictures.ts';
import {
  UPLOADS_PREFIX,
  mediaAddress,
  uploadKeyOf,
  type MediaStorage,
} from '../../shared/storage/media-storage.ts';

/** Square, twice the largest size the site shows a profile picture at (96 px). */
const AVATAR_SIDE = 256;

/**
 * Stores the user's new picture (`upload`, judged as `processPicture` does: a 422 on `picture`)
 * as WebP under a new name; answers its address.
 */
export async function storeAvatar(
  storage: MediaStorage,
  userId: number,
  upload: Buffer,
): Promise<string> {
  const key = `${UPLOADS_PREFIX}avatars/${String(userId)}-${randomBytes(8).toString('hex')}.webp`;
  const bytes = await processPicture(upload, 'picture', (picture) =>
    picture.resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover' }).webp({ quality: 82 }).toBuffer(),
  );
  await storage.put(key, bytes, 'image/webp');
  return mediaAddress(key);
}

/** Removes a picture `storeAvatar` stored (a seed picture, or none, is left alone). */
export async function removeAvatar(storage: MediaStorage, address: string | null): Promise<void> {
  const key = uploadKeyOf(address);
  if (key !== undefined) await storage.remove(key);
}
