import { PICTURE_LIMITS } from '@souq/contracts';
import sharp, { type Metadata } from 'sharp';
import { FieldError } from './errors.ts';

/** The formats accepted, as sharp names them (AVIF is a HEIF file compressed with AV1). */
function formatOf(metadata: Metadata): string | undefined {
  return metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;
}
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'avif']);

/**
 * An uploaded picture, judged by its bytes (not its name or declared type): a JPEG, PNG, WebP or
 * AVIF at least `PICTURE_LIMITS.minSide` pixels on each side, else a 422 on `field`. The answer
 * is upright (EXIF orientation applied); sharp's output carries no metadata (no GPS position)
 * unless asked to.
 */
export async function readPicture(bytes: Buffer, field: string): Promise<sharp.Sharp> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new FieldError({ [field]: 'picture_type' });
  }
  const format = formatOf(metadata);
  if (format === undefined || !ACCEPTED.has(format)) {
    throw new FieldError({ [field]: 'picture_type' });
  }
  const { width, height } = metadata.autoOrient;
  if (Math.min(width, height) < PICTURE_LIMITS.minSide) {
    throw new FieldError({ [field]: 'picture_too_small' }, { minimum: PICTURE_LIMITS.minSide });
  }
  return sharp(bytes).rotate();
}
