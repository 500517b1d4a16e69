import { PICTURE_LIMITS, formatMessage, type Lang } from '@souq/contracts';

const BYTES_PER_MB = 1024 * 1024;

/**
 * A picture ready to send: upright and at most `PICTURE_LIMITS.maxSide` pixels on its longer
 * side, so a phone on a slow network sends a few hundred KB rather than a 5 MB photo. What the
 * browser cannot decode is sent as it is, for the server to judge.
 */
async function scalePicture(file: File): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const scale = Math.min(1, PICTURE_LIMITS.maxSide / Math.max(bitmap.width, bitmap.height));
  if (scale === 1) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve) => {
    canvas.toBlob((blob) => {
      resolve(blob ?? file);
    }, 'image/jpeg');
  });
}

/**
 * The picture to upload (`scalePicture`), or the spec's message when even scaled it is over
 * `PICTURE_LIMITS.maxMegabytes` (a PNG of noise stays large).
 */
export async function pictureToSend(
  file: File,
  lang: Lang,
): Promise<{ picture: Blob } | { error: string }> {
  const picture = await scalePicture(file);
  if (picture.size <= PICTURE_LIMITS.maxMegabytes * BYTES_PER_MB) return { picture };
  return {
    error: formatMessage('picture_too_large', lang, { maximum: PICTURE_LIMITS.maxMegabytes }),
  };
}
