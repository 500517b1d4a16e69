import { randomBytes } from 'node:crypto';
import type { BannerPicture } from '@souq/contracts';
import { FieldError } from '../../shared/errors.ts';
import { LARGEST_IMAGE_WIDTH, imageUrl } from '../../shared/media.ts';
import {
  UPLOADS_PREFIX,
  mediaAddress,
  uploadKeyOf,
  type MediaStorage,
} from '../../shared/storage/media-storage.ts';
import { processAdPicture, removeAdPicture } from '../selling/ad-pictures.ts';

const BANNERS_FOLDER = `${UPLOADS_PREFIX}banners/`;
const PREVIEW_WIDTH = 640;

/**
 * An uploaded banner picture, made as an ad's (judged by its bytes, WebP in every width, no
 * metadata) and stored under a new random name; answers the path a banner keeps.
 */
export async function storeBannerPicture(
  storage: MediaStorage,
  bytes: Buffer | undefined,
): Promise<BannerPicture> {
  if (!bytes) throw new FieldError({ picture: 'picture_type' });
  const processed = await processAdPicture(bytes, 'picture');
  const key = `${BANNERS_FOLDER}${randomBytes(12).toString('hex')}`;
  await Promise.all(
    processed.files.map((file) => storage.put(imageUrl(key, file.width), file.bytes, 'image/webp')),
  );
  const image = mediaAddress(key);
  return { image, preview: imageUrl(image, PREVIEW_WIDTH) };
}

/** Whether `path` names a banner picture this site stored (its largest width is there). */
async function isStoredBannerPicture(storage: MediaStorage, path: string): Promise<boolean> {
  const key = uploadKeyOf(path);
  if (key === undefined || !key.startsWith(BANNERS_FOLDER)) return false;
  const file = await storage.get(imageUrl(key, LARGEST_IMAGE_WIDTH));
  file?.body.destroy();
  return file !== undefined;
}

/**
 * A 422 on each picture of a banner that is neither one it has now (`kept`) nor one uploaded
 * for banners: a banner shows no address the site did not make.
 */
export async function checkBannerPictures(
  storage: MediaStorage,
  pictures: { image: string; image_ar: string | null },
  kept: readonly (string | null)[] = [],
): Promise<void> {
  const fields: Record<string, 'banner_picture'> = {};
  for (const field of ['image', 'image_ar'] as const) {
    const path = pictures[field];
    if (path === null || kept.includes(path)) continue;
    if (!(await isStoredBannerPicture(storage, path))) fields[field] = 'banner_picture';
  }
  if (Object.keys(fields).length > 0) throw new FieldError(fields);
}

/** Removes the uploaded pictures among `paths` (a seed picture is left alone). */
export async function removeBannerPictures(
  storage: MediaStorage,
  paths: readonly (string | null)[],
): Promise<void> {
  await Promise.all(
    paths.flatMap((path) => (path === null ? [] : [removeAdPicture(storage, path)])),
  );
}
