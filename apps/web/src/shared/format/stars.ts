export type StarFill = 'full' | 'half' | 'empty';

export const STAR_COUNT = 5;

/** Spec 4: an average shows rounded to the nearest half. */
export function roundToHalf(rating: number): number {
  return Math.round(rating * 2) / 2;
}

/** Spec 4: star `index` (1 to 5) is full if rating >= index, half if >= index - 0.5, else empty. */
export function starFill(rating: number, index: number): StarFill {
  if (rating >= index) return 'full';
  if (rating >= index - 0.5) return 'half';
  return 'empty';
}

/** The five fills of a rating, after rounding it to the nearest half. */
export function starFills(rating: number): StarFill[] {
  const rounded = roundToHalf(rating);
  return Array.from({ length: STAR_COUNT }, (_, i) => starFill(rounded, i + 1));
}
