import type { IMAGE_WIDTHS } from '@souq/contracts';

type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Pictures are stored once per width as `{path}-{width}.webp`. */
export function imageUrl(path: string, width: ImageWidth): string {
  return `${path}-${width}.webp`;
}
