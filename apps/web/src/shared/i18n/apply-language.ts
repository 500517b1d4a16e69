import { directionOf, type Lang } from '@souq/contracts';
import { i18n, loadLanguage } from './i18n';
import { saveLanguage } from './language-storage';

/**
 * Makes `lang` the page's language, once its texts are loaded: saved for the next visit, on
 * `<html>` and in i18next.
 */
export async function applyLanguage(lang: Lang): Promise<void> {
  // On the server (entry-server.tsx) the page's HTML carries the language, and each page has
  // an i18next instance of its own language.
  if (typeof document === 'undefined') return;
  await loadLanguage(lang);
  saveLanguage(lang);
  // Setting them, even to the same value, makes the browser restyle the whole page (the `rtl:`
  // and `:lang()` rules): a server-rendered page already has them.
  const html = document.documentElement;
  if (html.lang !== lang) html.lang = lang;
  if (html.dir !== directionOf(lang)) html.dir = directionOf(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}
