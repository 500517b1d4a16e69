import { DEFAULT_LANG, LANGUAGES, validationMessages } from '@souq/contracts';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
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

/** Both languages are small, so they ship in the bundle and the first render is translated. */
const resources = {
  en: { translation: en, validation: validationMessages.en },
  ar: { translation: ar satisfies typeof en, validation: validationMessages.ar },
};

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  // The server renders each page in its language (entry-server.tsx sets it).
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
