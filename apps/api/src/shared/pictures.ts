import { PICTURE_LIMITS } from '@souq/contracts';
import type { FastifyInstance } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import { FieldError } from './errors.ts';

/** The body limit of a route that takes a picture. */
export const PICTURE_BODY_LIMIT = PICTURE_LIMITS.maxMegabytes * 1024 * 1024;

/**
 * The routes of `app`'s scope may take a picture as the request body itself, up to
 * `PICTURE_LIMITS.maxMegabytes`; its bytes, not this type, decide what it is (`readPicture`).
 */
export function acceptPictureBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    /^(image\/.+|application\/octet-stream)$/,
    { parseAs: 'buffer', bodyLimit: PICTURE_BODY_LIMIT },
    (_request, body, done) => {
      done(null, body);
    },
  );
}

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
