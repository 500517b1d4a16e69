import { describe, expect, it } from 'vitest';
import accountAr from '../../locales/account/ar.json';
import accountEn from '../../locales/account/en.json';
import publicAr from '../../locales/ar.json';
import publicEn from '../../locales/en.json';

// The account pages' texts load apart, beside the others: no key may be in both.
const ar = { ...publicAr, ...accountAr };
const en = { ...publicEn, ...accountEn };

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** A text with plural forms has one key per form of its language (`_one`, `_few`…). */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const texts = (locale: unknown) => [
  ...new Set(keys(locale).map((key) => key.replace(PLURAL_FORM, ''))),
];

describe('locales', () => {
  it("keep the account pages' texts apart from the public ones", () => {
    for (const [publicTexts, accountTexts] of [
      [publicAr, accountAr],
      [publicEn, accountEn],
    ] as const) {
      const shared = Object.keys(accountTexts).filter((key) => Object.hasOwn(publicTexts, key));
      expect(shared).toEqual([]);
    }
  });

  it('have the same texts in Arabic and English', () => {
    expect(texts(ar).sort()).toEqual(texts(en).sort());
  });

  it("give every text with plural forms each form of its language's plural rules", () => {
    for (const [lang, locale] of [
      ['ar', ar],
      ['en', en],
    ] as const) {
      const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      const plural = keys(locale).filter((key) => PLURAL_FORM.test(key));
      for (const text of new Set(plural.map((key) => key.replace(PLURAL_FORM, '')))) {
        expect(
          plural.filter((key) => key.startsWith(`${text}_`)).sort(),
          `${lang} ${text}`,
        ).toEqual(forms.map((form) => `${text}_${form}`).sort());
      }
    }
  });

  it('have no empty text', () => {
    expect(JSON.stringify([ar, en])).not.toContain('""');
  });
});
