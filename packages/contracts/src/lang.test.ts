import { describe, expect, it } from 'vitest';
import { directionOf, isLang, resolveLang } from './lang.ts';

describe('language rules', () => {
  it('accepts only ar and en', () => {
    expect(isLang('ar')).toBe(true);
    expect(isLang('en')).toBe(true);
    for (const value of ['AR', 'fr', '', 'english', undefined, 3])
      expect(isLang(value)).toBe(false);
  });

  it('falls back to English for anything else', () => {
    expect(resolveLang('ar')).toBe('ar');
    expect(resolveLang('de')).toBe('en');
    expect(resolveLang(['ar'])).toBe('en');
    expect(resolveLang(undefined)).toBe('en');
  });

  it('writes Arabic right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
