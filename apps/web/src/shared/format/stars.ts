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

/** How much of the five stars an average fills (0 to 1), after rounding it to the nearest half. */
export function filledShare(rating: number): number {
  return roundToHalf(rating) / STAR_COUNT;
}
