import { randomBytes } from 'node:crypto';
import { IMAGE_WIDTHS } from '@souq/contracts';
import sharp from 'sharp';
import { processPicture } from '../../shared/pictures.ts';
import { LARGEST_IMAGE_WIDTH, imageUrl } from '../../shared/media.ts';
import {
  UPLOADS_PREFIX,
  mediaAddress,
  uploadKeyOf,
  type MediaStorage,
} from '../../shared/storage/media-storage.ts';

/** One width of a picture, as stored and served (`{path}-{width}.webp`). */
type PictureFile = { width: (typeof IMAGE_WIDTHS)[number]; bytes: Buffer };

/** An ad picture ready to store: its widths, its size at the largest, its perceptual hash. */
export type ProcessedPicture = {
  files: PictureFile[];
  width: number;
  height: number;
  /** 64 bits as 16 hex digits (`perceptualHash`). */
  hash: string;
};

/**
 * WebP's effort 2 takes much less time than its default 4 (the seller waits for it) for a few
 * more bytes; lanczos2 is enough to reduce a JPEG decoded at half its size (a JPEG decodes at a
 * fraction of its size when that is enough) and costs less than lanczos3
 * (docs/decisions/0047-posting-an-ad.md).
 */
const WEBP = { quality: 80, effort: 2 } as const;
const REDUCE_KERNEL = 'lanczos2';

/**
 * An uploaded ad picture (judged by its bytes, upright by its EXIF orientation, see
 * `processPicture`) as WebP in every width the site serves, never enlarged, with no metadata
 * (sharp writes none unless asked: a phone's GPS position is dropped). The work runs on libuv's
 * threads, not the event loop.
 */
export function processAdPicture(bytes: Buffer, field: string): Promise<ProcessedPicture> {
  return processPicture(bytes, field, async (upright) => {
    // Decoded once, at the largest width: the smaller widths and the hash come from these
    // pixels, not from the upload.
    const base = await upright
      .resize({ width: LARGEST_IMAGE_WIDTH, withoutEnlargement: true, kernel: REDUCE_KERNEL })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(base.data, { raw: base.info });
    const [files, hash] = await Promise.all([
      Promise.all(
        IMAGE_WIDTHS.map(async (width) => ({
          width,
          bytes: await pixels().resize({ width, withoutEnlargement: true }).webp(WEBP).toBuffer(),
        })),
      ),
      perceptualHash(pixels()),
    ]);
    return { files, width: base.info.width, height: base.info.height, hash };
  });
}

/**
 * A difference hash (dHash): the picture in grey at 9 × 8 pixels, one bit per pair of
 * neighbours (is the left one brighter?). Re-encoding, resizing or a small crop change a few of
 * its 64 bits; another picture about half of them.
 */
export async function perceptualHash(picture: sharp.Sharp): Promise<string> {
  const pixels = await picture
    .greyscale()
    .resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  let bits = 0n;
  for (let row = 0; row < 8; row += 1) {
    for (let column = 0; column < 8; column += 1) {
      const left = pixels[row * 9 + column] ?? 0;
      const right = pixels[row * 9 + column + 1] ?? 0;
      bits = (bits << 1n) | (left > right ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, '0');
}

/** How many of the 64 bits two perceptual hashes differ by. */
export function hashDistance(a: string, b: string): number {
  let difference = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (difference > 0n) {
    count += Number(difference & 1n);
    difference >>= 1n;
  }
  return count;
}

/**
 * Stores every width of the picture under a new random name; answers its path as the ads'
 * pictures keep it (`imageUrl` adds the width).
 */
export async function storeAdPicture(
  storage: MediaStorage,
  picture: ProcessedPicture,
): Promise<string> {
  const key = `${UPLOADS_PREFIX}ads/${randomBytes(12).toString('hex')}`;
  await Promise.all(
    picture.files.map((file) => storage.put(imageUrl(key, file.width), file.bytes, 'image/webp')),
  );
  return mediaAddress(key);
}

/** Removes every width of a picture `storeAdPicture` stored (a seed picture is left alone). */
export async function removeAdPicture(storage: MediaStorage, path: string): Promise<void> {
  const key = uploadKeyOf(path);
  if (key === undefined) return;
  await Promise.all(IMAGE_WIDTHS.map((width) => storage.remove(imageUrl(key, width))));
}
