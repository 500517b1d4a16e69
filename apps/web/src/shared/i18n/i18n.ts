import { DEFAULT_LANG, LANGUAGES, validationMessages, type Lang } from '@souq/contracts';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from '../../locales/en.json';
import { languageFromPath } from './language-rules';
import { readSavedLanguage } from './language-storage';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      validation: (typeof validationMessages)['en'];
    };
  }
}

export type Translation = typeof en;

/**
 * The texts of each language, in a chunk of their own: a page loads its own language's only,
 * and the other one when the visitor switches (the form messages of both are in the bundle).
 */
const translations: Record<Lang, () => Promise<{ default: Translation }>> = {
  en: () => import('../../locales/en.json'),
  ar: () => import('../../locales/ar.json'),
};

const resources = {
  en: { validation: validationMessages.en },
  ar: { validation: validationMessages.ar },
};

/** The browser's instance: the page's language, as the address or the last visit says. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng:
    typeof window === 'undefined'
      ? DEFAULT_LANG
      : (languageFromPath(window.location.pathname) ?? readSavedLanguage()),
  fallbackLng: DEFAULT_LANG,
  supportedLngs: LANGUAGES,
  ns: ['translation', 'validation'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

/** Adds a language's texts to the browser's instance (the server's are added at its start). */
export function addTranslation(lang: Lang, translation: Translation): void {
  i18n.addResourceBundle(lang, 'translation', translation);
}

/** Loads a language's texts once; the first render and every language change wait for it. */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'translation')) return;
  addTranslation(lang, (await translations[lang]()).default);
}

/**
 * The instance of one page rendered on the server (entry-server.tsx), given to React by
 * `I18nextProvider`: pages in both languages render at the same time, so none may change a
 * shared instance's language. It shares the texts of the module's instance.
 */
export function createPageI18n(lang: Lang): I18n {
  return i18n.cloneInstance({ lng: lang });
}
