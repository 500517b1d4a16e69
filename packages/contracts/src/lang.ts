export const LANGUAGES = ['ar', 'en'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';
/** The cookie that remembers the visitor's language (the spec's client storage, key `language`). */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The `lang` request header: `ar` or `en`; anything else means English. */
export function resolveLang(value: unknown): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}

export function directionOf(lang: Lang): 'rtl' | 'ltr' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

export function otherLanguage(lang: Lang): Lang {
  return lang === 'ar' ? 'en' : 'ar';
}
