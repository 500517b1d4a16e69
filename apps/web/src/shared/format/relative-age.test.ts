import { describe, expect, it } from 'vitest';
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
  it('reads naturally in English', () => {
    expect(formatAge(daysAgo(0.5).toISOString(), 'en', now)).toBe('today');
    expect(formatAge(daysAgo(1).toISOString(), 'en', now)).toBe('1 day ago');
    expect(formatAge(daysAgo(12).toISOString(), 'en', now)).toBe('12 days ago');
    expect(formatAge(daysAgo(95).toISOString(), 'en', now)).toBe('3 months ago');
    expect(formatAge(daysAgo(730).toISOString(), 'en', now)).toBe('2 years ago');
  });

  it('uses Arabic plural forms with Western digits', () => {
    expect(formatAge(daysAgo(0.5).toISOString(), 'ar', now)).toBe('اليوم');
    expect(formatAge(daysAgo(1).toISOString(), 'ar', now)).toBe('قبل يوم واحد');
    expect(formatAge(daysAgo(3).toISOString(), 'ar', now)).toBe('قبل 3 أيام');
  });
});
