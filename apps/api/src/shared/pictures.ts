import { PICTURE_LIMITS } from '@souq/contracts';
import type { FastifyInstance } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import { FieldError } from './errors.ts';
import { JobLimit } from './job-limit.ts';

/** The body limit of a route that takes a picture. */
export const PICTURE_BODY_LIMIT = PICTURE_LIMITS.maxMegabytes * 1024 * 1024;

/**
 * Uploads decoded at once by a process: each may hold up to about 150 MB of pixels, and sharp
 * already spreads one over the cores: more at once only add memory
 * (docs/decisions/0035-uploaded-pictures-judged-by-bytes.md).
 */
export const PICTURE_JOBS_AT_ONCE = 2;
export const pictureJobs = new JobLimit(PICTURE_JOBS_AT_ONCE);

const MAX_PIXELS = PICTURE_LIMITS.maxMegapixels * 1_000_000;

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
 * An uploaded picture, judged by its header (not its name or declared type): a JPEG, PNG, WebP
 * or AVIF at least `PICTURE_LIMITS.minSide` pixels on each side and at most
 * `PICTURE_LIMITS.maxMegapixels`, else a 422 on `field`. The answer is upright (EXIF orientation
 * applied); sharp's output carries no metadata (no GPS position) unless asked to.
 */
async function readPicture(bytes: Buffer, field: string): Promise<sharp.Sharp> {
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
  if (width * height > MAX_PIXELS) {
    throw new FieldError(
      { [field]: 'picture_too_many_pixels' },
      { maximum: PICTURE_LIMITS.maxMegapixels },
    );
  }
  if (Math.min(width, height) < PICTURE_LIMITS.minSide) {
    throw new FieldError({ [field]: 'picture_too_small' }, { minimum: PICTURE_LIMITS.minSide });
  }
  return sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
}

/**
 * Makes what `make` makes of an uploaded picture (see `readPicture`), `PICTURE_JOBS_AT_ONCE`
 * at a time. A picture whose header reads but whose pixels do not (a truncated file) is a 422 on
 * `field`, as any other picture the form cannot take.
 */
export function processPicture<T>(
  bytes: Buffer,
  field: string,
  make: (upright: sharp.Sharp) => Promise<T>,
): Promise<T> {
  return pictureJobs.run(async () => {
    const upright = await readPicture(bytes, field);
    try {
      return await make(upright);
    } catch {
      throw new FieldError({ [field]: 'picture_unreadable' });
    }
  });
}
