import type { Lang } from '@souq/contracts';
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

const dateFormats = new Map<Lang, Intl.DateTimeFormat>();

/** A calendar date in the language's long form (`12 March 2026`, `12 مارس 2026`). */
export function formatDate(iso: string, lang: Lang): string {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
      dateStyle: 'medium',
    });
    dateFormats.set(lang, format);
  }
  return format.format(new Date(iso));
}
