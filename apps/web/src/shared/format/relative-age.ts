import type { TFunction } from 'i18next';

const DAY_MS = 24 * 60 * 60 * 1000;

export type Age = { unit: 'today' } | { unit: 'day' | 'month' | 'year'; count: number };

/**
 * Spec 9: under 1 day is today; under 2 days one day; under 30 days the days; under 365 the
 * months (days / 30); otherwise the years (days / 365). A date in the future counts as today.
 */
export function ageOf(date: Date, now: Date): Age {
  const days = Math.floor((now.getTime() - date.getTime()) / DAY_MS);
  if (days < 1) return { unit: 'today' };
  if (days < 30) return { unit: 'day', count: days };
  if (days < 365) return { unit: 'month', count: Math.floor(days / 30) };
  return { unit: 'year', count: Math.floor(days / 365) };
}

/**
 * 'today', '3 days ago', 'قبل 3 أيام'…: the texts of each plural form are in the locales
 * (`age.*`), in the words Intl.RelativeTimeFormat gives; building that formatter cost a phone a
 * tenth of a second on the first card of a page.
 */
export function formatAge(iso: string, t: TFunction, now = new Date()): string {
  const age = ageOf(new Date(iso), now);
  return age.unit === 'today' ? t('age.today') : t(`age.${age.unit}`, { count: age.count });
}

/** The locales' keys of the months (`date.jan`…), January first. */
export const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

/**
 * A calendar date with the month's name (`12 Mar 2026`, `12 مارس 2026`), from the locales: an
 * Intl.DateTimeFormat cost a phone a tenth of a second to build on the ad page.
 */
export function formatDate(iso: string, t: TFunction): string {
  const date = new Date(iso);
  const month = MONTHS[date.getMonth()] as (typeof MONTHS)[number];
  return t('date.format', {
    day: date.getDate(),
    month: t(`date.${month}`),
    year: date.getFullYear(),
  });
}
