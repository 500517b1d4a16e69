import {
  DEFAULT_LANG,
  LANGUAGES,
  publicValidationMessages,
  resolveLang,
  type Lang,
  type validationMessages,
} from '@souq/contracts';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type accountEn from '../../locales/account/en.json';
import type adminEn from '../../locales/admin/en.json';
import type en from '../../locales/en.json';
import { languageFromPath } from './language-rules';
import { readSavedLanguage } from './language-storage';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: Translation;
      validation: (typeof validationMessages)['en'];
    };
  }
}

/** Every text of the interface: the public pages', the account pages' and the console's. */
export type Translation = typeof en & AccountTranslation & AdminTranslation;
export type PublicTranslation = typeof en;
export type AccountTranslation = typeof accountEn;
export type AdminTranslation = typeof adminEn;

/**
 * The texts of each language, in a chunk of their own: a page loads its own language's only,
 * and the other one when the visitor switches (the form messages of both are in the bundle).
 */
const translations: Record<Lang, () => Promise<{ default: PublicTranslation }>> = {
  en: () => import('../../locales/en.json'),
  ar: () => import('../../locales/ar.json'),
};

/**
 * The texts of the sign-in, registration and account pages, a chunk of their own too: most
 * visitors never open those pages, so the others' first load does not carry them.
 */
const accountTranslations: Record<Lang, () => Promise<{ default: AccountTranslation }>> = {
  en: () => import('../../locales/account/en.json'),
  ar: () => import('../../locales/account/ar.json'),
};

/** The moderation console's texts (`/{lang}/admin`), for staff only: a chunk of their own. */
const adminTranslations: Record<Lang, () => Promise<{ default: AdminTranslation }>> = {
  en: () => import('../../locales/admin/en.json'),
  ar: () => import('../../locales/admin/ar.json'),
};

/** Whether a page has needed the account texts: a language change then loads them too. */
let accountTextsNeeded = false;
let adminTextsNeeded = false;
const publicTextsLoaded = new Set<Lang>();
const accountTextsLoaded = new Set<Lang>();
const adminTextsLoaded = new Set<Lang>();

/** The public forms' validation texts; the account pages load theirs (`loadAccountTexts`). */
const resources = {
  en: { validation: publicValidationMessages.en },
  ar: { validation: publicValidationMessages.ar },
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

/**
 * Adds texts of a language to the browser's instance (the server's are added at its start),
 * beside those it has.
 */
export function addTranslation(
  lang: Lang,
  translation: PublicTranslation | AccountTranslation | AdminTranslation,
): void {
  i18n.addResourceBundle(lang, 'translation', translation, true);
}

/** Loads a language's texts once; the first render and every language change wait for it. */
export async function loadLanguage(lang: Lang): Promise<void> {
  await Promise.all([
    publicTextsLoaded.has(lang)
      ? undefined
      : translations[lang]().then((module) => {
          addTranslation(lang, module.default);
          publicTextsLoaded.add(lang);
        }),
    accountTextsNeeded ? loadAccountTexts(lang) : undefined,
    adminTextsNeeded ? loadAdminTexts(lang) : undefined,
  ]);
}

/** Loads the account pages' texts of a language once; their routes wait for it. */
export async function loadAccountTexts(lang: Lang = resolveLang(i18n.language)): Promise<void> {
  accountTextsNeeded = true;
  if (accountTextsLoaded.has(lang)) return;
  const [texts, { accountValidationMessages }] = await Promise.all([
    accountTranslations[lang](),
    import('@souq/contracts/account-messages'),
  ]);
  addTranslation(lang, texts.default);
  i18n.addResourceBundle(lang, 'validation', accountValidationMessages[lang], true, false);
  accountTextsLoaded.add(lang);
}

/** Loads the console's texts of a language once (with the account texts its forms use). */
export async function loadAdminTexts(lang: Lang = resolveLang(i18n.language)): Promise<void> {
  adminTextsNeeded = true;
  if (adminTextsLoaded.has(lang)) return;
  const [texts] = await Promise.all([adminTranslations[lang](), loadAccountTexts(lang)]);
  addTranslation(lang, texts.default);
  adminTextsLoaded.add(lang);
}

/** The instance of each language that the pages rendered on the server share. */
const pageInstances = new Map<Lang, I18n>();

/**
 * The instance of the pages of one language rendered on the server (entry-server.tsx), given to
 * React by `I18nextProvider`: pages in both languages render at the same time, so none may
 * change a shared instance's language. Each language has its own, made once (a render only
 * reads it); it shares the texts of the module's instance.
 */
export function pageI18n(lang: Lang): I18n {
  let instance = pageInstances.get(lang);
  if (!instance) {
    instance = i18n.cloneInstance({ lng: lang });
    pageInstances.set(lang, instance);
  }
  return instance;
}
