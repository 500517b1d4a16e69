/**
 * A range filter's numbers as buckets an index can answer (migration 0031,
 * docs/decisions/0114-range-filters-by-buckets.md): each number is kept, for every level from 0
 * to NUMBER_BUCKET_LEVELS - 1, as the bucket `{filter}#{level}:{floor(number / 10^level)}`.
 */
export const NUMBER_BUCKET_LEVELS = 13;

/** The most buckets a range is written as; a range needing more is tested on every ad. */
const MAX_COVER = 120;

/**
 * The fewest buckets holding every number from `min` to `max` of the filter `filterId`: the
 * partial buckets at each end of each level, the rest left to the coarser level above. A bucket
 * at an end may hold numbers just outside (its unit, for fractional bounds), so the exact bounds
 * are still tested. Null when the range has no end, reaches past the coarsest level, or needs
 * more than MAX_COVER buckets: such ranges are broad, and testing each ad costs less.
 */
export function bucketsCovering(filterId: number, min: number, max: number): string[] | null {
  const top = 10 ** (NUMBER_BUCKET_LEVELS - 1);
  if (!Number.isFinite(min) || !Number.isFinite(max) || min > max) return null;
  if (Math.abs(min) >= top || Math.abs(max) >= top) return null;
  const buckets: string[] = [];
  const bucket = (level: number, index: number) =>
    buckets.push(`${String(filterId)}#${String(level)}:${String(index)}`);
  const lastDigit = (index: number) => ((index % 10) + 10) % 10;
  let low = Math.floor(min);
  let high = Math.floor(max);
  for (let level = 0; low <= high; level += 1) {
    if (level === NUMBER_BUCKET_LEVELS - 1) {
      for (let index = low; index <= high; index += 1) bucket(level, index);
      break;
    }
    while (low <= high && lastDigit(low) !== 0) bucket(level, low++);
    while (low <= high && lastDigit(high) !== 9) bucket(level, high--);
    low = Math.floor(low / 10);
    high = Math.floor((high + 1) / 10) - 1;
    if (buckets.length > MAX_COVER) return null;
  }
  return buckets.length > MAX_COVER ? null : buckets;
}
