import { DEFAULT_LANG, LANGUAGE_STORAGE_KEY, resolveLang, type Lang } from '@souq/contracts';

/** The language saved by the last visit; English when none (or storage is blocked). */
export function readSavedLanguage(): Lang {
  try {
    return resolveLang(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return DEFAULT_LANG;
  }
}

export function saveLanguage(lang: Lang): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage can be blocked (private mode, policy): the URL still carries the language.
  }
}
