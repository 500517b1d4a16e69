import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type sharp from 'sharp';

/** Square, twice the largest size the site shows a profile picture at (96 px). */
const AVATAR_SIDE = 256;
/** Uploaded pictures, apart from the seed's (which several databases may share). */
const UPLOADED = 'avatars/uploaded';

/** Stores the user's new picture as WebP under a new name; answers its address. */
export async function storeAvatar(
  mediaDir: string,
  userId: number,
  picture: sharp.Sharp,
): Promise<string> {
  const name = `${String(userId)}-${randomBytes(8).toString('hex')}.webp`;
  await mkdir(path.join(mediaDir, UPLOADED), { recursive: true });
  await picture
    .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover' })
    .webp({ quality: 82 })
    .toFile(path.join(mediaDir, UPLOADED, name));
  return `/media/${UPLOADED}/${name}`;
}

/** Removes a picture `storeAvatar` stored (a seed picture, or none, is left alone). */
export async function removeAvatar(mediaDir: string, address: string | null): Promise<void> {
  const prefix = `/media/${UPLOADED}/`;
  if (address === null || !address.startsWith(prefix)) return;
  const name = path.basename(address);
  await rm(path.join(mediaDir, UPLOADED, name), { force: true });
}
