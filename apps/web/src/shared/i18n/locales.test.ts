import { describe, expect, it } from 'vitest';
import accountAr from '../../locales/account/ar.json';
import accountEn from '../../locales/account/en.json';
import adminAr from '../../locales/admin/ar.json';
import adminEn from '../../locales/admin/en.json';
import publicAr from '../../locales/ar.json';
import publicEn from '../../locales/en.json';

// The account pages' and the console's texts load apart, beside the others: no key may be in two.
const ar = { ...publicAr, ...accountAr, ...adminAr };
const en = { ...publicEn, ...accountEn, ...adminEn };

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
  it("keep the account pages' and the console's texts apart from the public ones", () => {
    for (const parts of [
      [publicAr, accountAr, adminAr],
      [publicEn, accountEn, adminEn],
    ] as const) {
      const keys = parts.flatMap((part) => Object.keys(part));
      expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
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
