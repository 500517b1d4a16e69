import { describe, expect, it } from 'vitest';
import accountEn from './account/en.json';
import adminEn from './admin/en.json';
import en from './en.json';

/** Every English text of the web app, flattened. */
function textsOf(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.values(tree).flatMap(textsOf);
}

const english = [...textsOf(en), ...textsOf(accountEn), ...textsOf(adminEn)];

describe('the English texts', () => {
  it('spell "favorite" one way, as the header does', () => {
    expect(english.filter((text) => /favourite/i.test(text))).toEqual([]);
  });

  it('speak of ads, not products, and start toasts with a capital', () => {
    expect(english.filter((text) => /\bproducts?\b/i.test(text))).toEqual([]);
    expect(en.error).toBe('Error');
  });

  it('offer no packages that do not exist', () => {
    expect(Object.keys(en.adDetail.promo)).toEqual(['title', 'text', 'addAd']);
  });
});
