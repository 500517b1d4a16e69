import { STAR_COUNT } from '../../../shared/format/stars';

const STEP = 0.5;

/**
 * Spec 5: the pointed half of star `index` (1 to 5) chooses the rating. The stars run from the
 * reading start, so in RTL the right half of a star is its lower half.
 */
export function pointedRating(
  index: number,
  clientX: number,
  box: { left: number; right: number },
  rtl: boolean,
): number {
  const fromStart = rtl ? box.right - clientX : clientX - box.left;
  return fromStart < (box.right - box.left) / 2 ? index - STEP : index;
}

/** What a key does to the rating (null: not a rating key): arrows by a half, Home and End to the ends. */
export function ratingAfterKey(value: number, key: string, rtl: boolean): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  let next: number;
  if (key === 'ArrowUp' || key === forward) next = value + STEP;
  else if (key === 'ArrowDown' || key === backward) next = value - STEP;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = STAR_COUNT;
  else return null;
  return Math.min(STAR_COUNT, Math.max(0, next));
}
