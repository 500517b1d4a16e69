import { LANGUAGE_STORAGE_KEY, resolveLang, type Lang } from '@souq/contracts';
import { readCookie } from '../lib/cookies';

/** The language saved by the last visit (a cookie, which the server reads too); English when none. */
export function readSavedLanguage(): Lang {
  return resolveLang(readCookie(LANGUAGE_STORAGE_KEY));
}

/** A year: the language is kept as long as a visitor comes back. */
const LANGUAGE_COOKIE_SECONDS = 31_536_000;

/**
 * Saves the language for the next visit and for the bare root `/`, which the server sends to it
 * (apps/api plugins/web). Only when it changed: a write is a call to the browser's process that
 * the page's thread waits for, while hydrating.
 */
export function saveLanguage(lang: Lang): void {
  if (readCookie(LANGUAGE_STORAGE_KEY) === lang) return;
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${lang}; path=/; max-age=${String(LANGUAGE_COOKIE_SECONDS)}; samesite=lax`;
}
