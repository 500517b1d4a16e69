import { DEFAULT_LANG, LANGUAGE_STORAGE_KEY, resolveLang, type Lang } from '@souq/contracts';

/** The language saved by the last visit; English when none (or storage is blocked). */
export function readSavedLanguage(): Lang {
  try {
    return resolveLang(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return DEFAULT_LANG;
  }
}

/** A year: the language is kept as long as a visitor comes back. */
const LANGUAGE_COOKIE_SECONDS = 31_536_000;

export function saveLanguage(lang: Lang): void {
  // Also a cookie: the server sends the bare root `/` to it (apps/api plugins/web).
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${lang}; path=/; max-age=${String(LANGUAGE_COOKIE_SECONDS)}; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage can be blocked (private mode, policy): the URL still carries the language.
  }
}
