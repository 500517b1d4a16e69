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

/**
 * Building an Intl formatter costs far more than formatting with one (a page of ad cards spent
 * a quarter of a second on it on a phone), so each language's formatters are made once.
 */
function cached<T>(make: (lang: Lang) => T): (lang: Lang) => T {
  const made = new Map<Lang, T>();
  return (lang) => {
    let formatter = made.get(lang);
    if (formatter === undefined) {
      formatter = make(lang);
      made.set(lang, formatter);
    }
    return formatter;
  };
}

const ageLocale = (lang: Lang) => (lang === 'ar' ? 'ar-u-nu-latn' : 'en');
const todayFormat = cached(
  (lang) => new Intl.RelativeTimeFormat(ageLocale(lang), { numeric: 'auto' }),
);
const agoFormat = cached(
  (lang) => new Intl.RelativeTimeFormat(ageLocale(lang), { numeric: 'always' }),
);
const dateFormat = cached(
  (lang) =>
    new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB', { dateStyle: 'medium' }),
);

/** 'today', '3 days ago', 'قبل 3 أيام'…: Intl knows each language's plural forms. */
export function formatAge(iso: string, lang: Lang, now = new Date()): string {
  const age = ageOf(new Date(iso), now);
  if (age.unit === 'today') return todayFormat(lang).format(0, 'day');
  return agoFormat(lang).format(-age.count, age.unit);
}

/** A calendar date in the language's long form (`12 March 2026`, `12 مارس 2026`). */
export function formatDate(iso: string, lang: Lang): string {
  return dateFormat(lang).format(new Date(iso));
}
