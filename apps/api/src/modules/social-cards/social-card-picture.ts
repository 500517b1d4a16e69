import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { SOCIAL_CARD } from '@souq/contracts';
import sharp from 'sharp';
import { uploadKeyOf, type MediaStorage } from '../../shared/storage/media-storage.ts';

/**
 * A picture as a social card: cropped to fill 1200 × 630, in JPEG, which every chat app and
 * social network shows (several still ignore a WebP card).
 */
export function socialCard(picture: Buffer): Promise<Buffer> {
  return sharp(picture)
    .resize(SOCIAL_CARD.width, SOCIAL_CARD.height, { fit: 'cover' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

/**
 * The bytes of a picture the site serves at `address` (`/media/…`): an upload from its storage,
 * the seed's pictures from `mediaDir`. Undefined when there is no such file.
 */
export async function readMedia(
  address: string,
  media: { storage: MediaStorage; mediaDir: string },
): Promise<Buffer | undefined> {
  const key = uploadKeyOf(address);
  if (key !== undefined) {
    const file = await media.storage.get(key);
    return file && buffer(file.body);
  }
  if (!address.startsWith('/media/')) return undefined;
  const relative = address.slice('/media/'.length);
  if (relative.split('/').some((part) => part === '..' || part === '')) return undefined;
  try {
    return await readFile(path.join(media.mediaDir, relative));
  } catch {
    return undefined;
  }
}
