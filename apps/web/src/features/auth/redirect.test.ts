import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('goes home without a redirect', () => {
    expect(safeRedirect('en', null)).toBe('/en');
  });

  it('keeps a path of the app, in the current language', () => {
    expect(safeRedirect('en', '/en/profile?tab=1#x')).toBe('/en/profile?tab=1#x');
    expect(safeRedirect('ar', '/en/favorites')).toBe('/ar/favorites');
  });

  it('refuses other origins and the login page itself', () => {
    expect(safeRedirect('en', 'https://evil.example/')).toBe('/en');
    expect(safeRedirect('en', '//evil.example/x')).toBe('/en');
    expect(safeRedirect('en', '/\\evil.example')).toBe('/en');
    expect(safeRedirect('ar', '/ar/login?redirect=/ar')).toBe('/ar');
  });
});
