import type { Lang } from '@souq/contracts';

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

/** 'today', '3 days ago', 'قبل 3 أيام'…: Intl knows each language's plural forms. */
export function formatAge(iso: string, lang: Lang, now = new Date()): string {
  const age = ageOf(new Date(iso), now);
  const locale = lang === 'ar' ? 'ar-u-nu-latn' : 'en';
  if (age.unit === 'today') {
    return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'day');
  }
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-age.count, age.unit);
}

/** A calendar date in the language's long form (`12 March 2026`, `12 مارس 2026`). */
export function formatDate(iso: string, lang: Lang): string {
  const locale = lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}
