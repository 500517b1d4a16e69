import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../i18n/i18n';
import { ageOf, formatAge } from './relative-age';

const now = new Date('2026-11-23T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe('ageOf', () => {
  it.each([
    [0, { unit: 'today' }],
    [0.99, { unit: 'today' }],
    [-3, { unit: 'today' }],
    [1, { unit: 'day', count: 1 }],
    [1.99, { unit: 'day', count: 1 }],
    [2, { unit: 'day', count: 2 }],
    [29.9, { unit: 'day', count: 29 }],
    [30, { unit: 'month', count: 1 }],
    [59, { unit: 'month', count: 1 }],
    [364, { unit: 'month', count: 12 }],
    [365, { unit: 'year', count: 1 }],
    [800, { unit: 'year', count: 2 }],
  ])('%d days → %o', (days, expected) => {
    expect(ageOf(daysAgo(days), now)).toEqual(expected);
  });
});

describe('formatAge', () => {
  beforeAll(async () => {
    await loadLanguage('ar');
  });

  it('reads naturally in English', () => {
    const t = i18n.getFixedT('en');
    expect(formatAge(daysAgo(0.5).toISOString(), t, now)).toBe('today');
    expect(formatAge(daysAgo(1).toISOString(), t, now)).toBe('1 day ago');
    expect(formatAge(daysAgo(12).toISOString(), t, now)).toBe('12 days ago');
    expect(formatAge(daysAgo(95).toISOString(), t, now)).toBe('3 months ago');
    expect(formatAge(daysAgo(730).toISOString(), t, now)).toBe('2 years ago');
  });

  it('uses Arabic plural forms with Western digits', () => {
    const t = i18n.getFixedT('ar');
    expect(formatAge(daysAgo(0.5).toISOString(), t, now)).toBe('اليوم');
    expect(formatAge(daysAgo(1).toISOString(), t, now)).toBe('قبل يوم واحد');
    expect(formatAge(daysAgo(2).toISOString(), t, now)).toBe('قبل يومين');
    expect(formatAge(daysAgo(3).toISOString(), t, now)).toBe('قبل 3 أيام');
  });

  it.each([
    ['en', 'en'],
    ['ar', 'ar-u-nu-latn'],
  ] as const)('says in %s what Intl.RelativeTimeFormat says, for every count', (lang, locale) => {
    const t = i18n.getFixedT(lang);
    const intl = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    const units = { day: [1, 29], month: [1, 12], year: [1, 120] } as const;
    for (const [unit, [first, last]] of Object.entries(units)) {
      for (let count = first; count <= last; count += 1) {
        expect(t(`age.${unit as keyof typeof units}`, { count })).toBe(
          intl.format(-count, unit as keyof typeof units),
        );
      }
    }
    expect(t('age.today')).toBe(
      new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'day'),
    );
  });
});
