/** Seeded dates are relative to this instant, not to the clock (job deadlines aside). */
export const BASE_DATE = new Date(Date.UTC(2026, 10, 1, 12, 0, 0));

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export function daysBefore(days: number, minutes = 0): Date {
  return new Date(BASE_DATE.getTime() - days * DAY - minutes * MINUTE);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY);
}

/** `YYYY-MM-DD`, the form of `date` columns. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Midnight UTC of the day the seed runs, plus `days`. Job deadlines follow the clock: anchored to
 * BASE_DATE, every offer would close within three months and the board (and its tests) empty.
 */
export function daysFromToday(days: number, now = new Date()): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today + days * DAY);
}
