import { IMAGE_WIDTHS } from '@souq/contracts';

type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Pictures are stored once per width as `{path}-{width}.webp`. */
export function imageUrl(path: string, width: ImageWidth): string {
  return `${path}-${width}.webp`;
}

/** The largest width a picture is stored and served at. */
export const LARGEST_IMAGE_WIDTH: ImageWidth = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 1024;
