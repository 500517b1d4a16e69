import { westernDigits } from './digits.ts';
import type { ValidationMessageKey } from './validation-messages.ts';

/** Spec 9: a range filter without values of its own spans 0 to 1,000,000. */
export const RANGE_DEFAULTS = { min: 0, max: 1_000_000 } as const;

export type RangeBounds = { min: number; max: number };

/** Spec 5: the bounds of a range filter from its values (first the min, second the max; one value is the max). */
export function rangeBounds(values: readonly (number | string)[]): RangeBounds {
  const numbers = values.map(Number).filter(Number.isFinite);
  const [first, second] = numbers;
  let min: number = RANGE_DEFAULTS.min;
  let max: number = RANGE_DEFAULTS.max;
  if (first !== undefined && second !== undefined) {
    min = first;
    max = second;
  } else if (first !== undefined) {
    max = first;
  }
  if (min >= max) min = Math.max(max - 1, 0);
  return { min, max };
}

/** Western digits for Arabic-Indic ones; the Arabic decimal point and commas become `.` and `,`. */
function westernize(text: string): string {
  return westernDigits(text)
    .replace(/\u066B/g, '.')
    .replace(/[\u060C\u066C]/g, ',');
}

/** Spec 5: the range text accepts only digits (Arabic-Indic ones converted), dots and commas. */
export function sanitizeRangeText(text: string): string {
  return westernize(text).replace(/[^0-9.,]/g, '');
}

/** Digits with optional thousands commas (`1,250,000`) and an optional decimal part. */
const NUMBER_TEXT = /^(?:\d+|\d{1,3}(?:,\d{3})+)?(?:\.\d*)?$/;

/**
 * The number a range text means. Blank text is `null` (no limit typed); text that is no
 * number (`1.2.3`, `,`, `1,5`, letters) is `NaN`.
 */
export function parseRangeText(text: string): number | null {
  const plain = westernize(text.trim());
  if (plain === '') return null;
  if (!NUMBER_TEXT.test(plain) || !/\d/.test(plain)) return Number.NaN;
  return Number(plain.replace(/,/g, ''));
}

export type RangeMessageKey = Extract<
  ValidationMessageKey,
  | 'range_not_number'
  | 'range_above_min'
  | 'range_min_below_max'
  | 'range_below_max'
  | 'range_max_above_min'
>;

/** A message key of `validationMessages` and its `{{min}}` / `{{max}}` parameters. */
export type RangeIssue = { key: RangeMessageKey; params: { min?: number; max?: number } };

export type RangeCheck = {
  min: RangeIssue | null;
  max: RangeIssue | null;
  /** The range both texts mean (a blank side is its bound); null while either side has an issue. */
  value: { min: number; max: number } | null;
};

function outsideBounds(value: number, bounds: RangeBounds): RangeIssue | null {
  if (value < bounds.min) return { key: 'range_above_min', params: { min: bounds.min } };
  if (value > bounds.max) return { key: 'range_below_max', params: { max: bounds.max } };
  return null;
}

const NOT_NUMBER: RangeIssue = { key: 'range_not_number', params: {} };

/**
 * Spec 5's rules for the two texts of a range filter: each must be a number within the bounds,
 * and the minimum may not exceed the maximum (each side says so from its own point of view).
 */
export function checkRange(text: { min: string; max: string }, bounds: RangeBounds): RangeCheck {
  const min = parseRangeText(text.min) ?? bounds.min;
  const max = parseRangeText(text.max) ?? bounds.max;
  let minIssue = Number.isNaN(min) ? NOT_NUMBER : outsideBounds(min, bounds);
  let maxIssue = Number.isNaN(max) ? NOT_NUMBER : outsideBounds(max, bounds);
  if (minIssue === null && maxIssue === null && min > max) {
    minIssue = { key: 'range_min_below_max', params: {} };
    maxIssue = { key: 'range_max_above_min', params: {} };
  }
  const value = minIssue === null && maxIssue === null ? { min, max } : null;
  return { min: minIssue, max: maxIssue, value };
}

/** Keeps a slider's value inside `[low, high]`. */
export function clampToRange(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}
