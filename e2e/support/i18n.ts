import accountAr from '../../apps/web/src/locales/account/ar.json' with { type: 'json' };
import accountEn from '../../apps/web/src/locales/account/en.json' with { type: 'json' };
import adminAr from '../../apps/web/src/locales/admin/ar.json' with { type: 'json' };
import adminEn from '../../apps/web/src/locales/admin/en.json' with { type: 'json' };
import ar from '../../apps/web/src/locales/ar.json' with { type: 'json' };
import en from '../../apps/web/src/locales/en.json' with { type: 'json' };
import { MONTHS } from '../../apps/web/src/shared/format/relative-age';

/** The two interface languages; every journey runs once in each. */
export const LANGS = ['ar', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export type Texts = typeof en & typeof accountEn & typeof adminEn;

const TEXTS: Record<Lang, Texts> = {
  ar: { ...ar, ...accountAr, ...adminAr },
  en: { ...en, ...accountEn, ...adminEn },
};

/** The app's own translated texts for a language (the locale files the web app ships). */
export function texts(lang: Lang): Texts {
  return TEXTS[lang];
}

export function dirOf(lang: Lang): 'rtl' | 'ltr' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

export function otherLang(lang: Lang): Lang {
  return lang === 'ar' ? 'en' : 'ar';
}

/** i18next-style `{{name}}` interpolation, for texts such as the copyright line. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** `text` with the RegExp special characters escaped, to build patterns around texts. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A calendar date as the locale writes it (`12 Mar 2026`, `12 مارس 2026`), in this machine's zone. */
export function dateText(lang: Lang, iso: string): string {
  const date = new Date(iso);
  const { date: words } = texts(lang);
  const month = MONTHS[date.getMonth()] ?? 'jan';
  return fill(words.format, { day: date.getDate(), month: words[month], year: date.getFullYear() });
}
