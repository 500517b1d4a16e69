import { DEFAULT_LANG, LANGUAGES, validationMessages, type Lang } from '@souq/contracts';
import i18next, { type InitOptions, type i18n as I18n } from 'i18next';
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

function options(lng: Lang): InitOptions {
  return {
    resources,
    lng,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: LANGUAGES,
    ns: ['translation', 'validation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  };
}

/** The browser's instance: the page's language, as the address or the last visit says. */
export const i18n: I18n = i18next.createInstance();

void i18n
  .use(initReactI18next)
  .init(
    options(
      typeof window === 'undefined'
        ? DEFAULT_LANG
        : (languageFromPath(window.location.pathname) ?? readSavedLanguage()),
    ),
  );

/**
 * The instance of one page rendered on the server (entry-server.tsx), given to React by
 * `I18nextProvider`: pages in both languages render at the same time, so none may change a
 * shared instance's language.
 */
export function createPageI18n(lang: Lang): I18n {
  const instance = i18next.createInstance();
  void instance.init(options(lang));
  return instance;
}
