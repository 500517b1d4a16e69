import { describe, expect, it } from 'vitest';
import { formatDate } from '../../shared/format/relative-age';
import { i18n, loadLanguage } from '../../shared/i18n/i18n';
import { formatDay, formatListTime } from './message-time';

describe('message times in Arabic', () => {
  it('name the month as the rest of the site does, in Western digits', async () => {
    await loadLanguage('ar');
    await i18n.changeLanguage('ar');
    const october = new Date(2026, 9, 5, 12);
    const now = new Date(2026, 10, 20, 12);
    const siteMonth = formatDate(october.toISOString(), i18n.t).split(' ')[1] ?? '';
    expect(siteMonth).toBe('أكتوبر');
    expect(formatListTime(october.toISOString(), 'ar', now)).toBe(`5 ${siteMonth}`);
    expect(formatDay(october, 'ar', { today: '', yesterday: '' }, now)).toContain(`5 ${siteMonth}`);
    await i18n.changeLanguage('en');
  });
});
