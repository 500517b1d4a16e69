import { describe, expect, it } from 'vitest';
import { languageFromPath, languageRedirect, switchLanguagePath } from './language-rules';

describe('languageFromPath', () => {
  it('reads a supported prefix', () => {
    expect(languageFromPath('/ar/category/4')).toBe('ar');
    expect(languageFromPath('/en')).toBe('en');
  });

  it('is null for anything else', () => {
    expect(languageFromPath('/')).toBeNull();
    expect(languageFromPath('/fr/jobs')).toBeNull();
    expect(languageFromPath('/EN')).toBeNull();
    expect(languageFromPath('/english')).toBeNull();
  });
});

describe('languageRedirect', () => {
  it('leaves paths under a supported language alone', () => {
    expect(languageRedirect('/en', '', '', 'ar')).toBeNull();
    expect(languageRedirect('/ar/nope', '?a=1', '', 'en')).toBeNull();
  });

  it('sends the bare root to the saved language', () => {
    expect(languageRedirect('/', '', '', 'ar')).toBe('/ar');
    expect(languageRedirect('/', '', '', 'en')).toBe('/en');
  });

  it('sends an unsupported language to English, keeping the rest', () => {
    expect(languageRedirect('/fr', '', '', 'ar')).toBe('/en');
    expect(languageRedirect('/de/category/4', '?sort=new', '#top', 'ar')).toBe(
      '/en/category/4?sort=new#top',
    );
  });

  it('sends any other path to the saved language home', () => {
    expect(languageRedirect('/foo/bar', '?x=1', '#y', 'ar')).toBe('/ar');
    expect(languageRedirect('/login', '', '', 'en')).toBe('/en');
    expect(languageRedirect('/EN/jobs', '', '', 'ar')).toBe('/ar');
  });
});

describe('switchLanguagePath', () => {
  it('swaps the prefix and keeps the rest of the path', () => {
    expect(switchLanguagePath('/en/category/4', 'ar')).toBe('/ar/category/4');
    expect(switchLanguagePath('/ar/jobs', 'en')).toBe('/en/jobs');
  });

  it('handles the language home with or without a trailing slash', () => {
    expect(switchLanguagePath('/en', 'ar')).toBe('/ar');
    expect(switchLanguagePath('/en/', 'ar')).toBe('/ar');
  });

  it('prefixes a path that has no language', () => {
    expect(switchLanguagePath('/jobs', 'ar')).toBe('/ar/jobs');
  });
});
