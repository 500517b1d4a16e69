import { describe, expect, it } from 'vitest';
import { languageOfBrowser, languageOfPath } from './languages';

describe('the worker’s languages', () => {
  it('read a page’s address and a browser’s language', () => {
    expect(languageOfPath('/ar/ad/7')).toBe('ar');
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/fr/ad/7')).toBeUndefined();
    expect(languageOfPath('/')).toBeUndefined();
    expect(languageOfBrowser('ar-SY')).toBe('ar');
    expect(languageOfBrowser('AR')).toBe('ar');
    expect(languageOfBrowser('fr-FR')).toBe('en');
  });
});
