import { DEFAULT_LANG, isLang, type Lang } from '@souq/contracts';

/** The spec's path prefix: two lowercase letters. */
const LANGUAGE_SLOT = /^[a-z]{2}$/;

function firstSegment(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}

/** The language a path is under, or null when its first segment is not `ar` or `en`. */
export function languageFromPath(pathname: string): Lang | null {
  const segment = firstSegment(pathname);
  return isLang(segment) ? segment : null;
}

/**
 * Where a URL that is not under a supported language goes (spec section 2), or null when it
 * already is:
 * - the bare root `/` goes to the saved language (`/{saved}`);
 * - a two-lowercase-letter prefix is a language slot holding an unsupported language: it goes
 *   to `/en`, keeping the rest of the path, the query and the hash (`/fr` → `/en`,
 *   `/fr/jobs?q=1` → `/en/jobs?q=1`);
 * - any other path is not under a language: it goes to the saved language's home
 *   (`/foo/bar` → `/{saved}`, `/EN/jobs` → `/{saved}`).
 */
export function languageRedirect(
  pathname: string,
  search: string,
  hash: string,
  saved: Lang,
): string | null {
  const segment = firstSegment(pathname);
  if (isLang(segment)) return null;
  if (LANGUAGE_SLOT.test(segment)) {
    return `/${DEFAULT_LANG}${pathname.slice(segment.length + 1)}${search}${hash}`;
  }
  return `/${saved}`;
}

/** Replaces the language prefix of a path (or adds one), keeping the rest of the path. */
export function switchLanguagePath(pathname: string, lang: Lang): string {
  const rest = languageFromPath(pathname) === null ? pathname : pathname.slice(3);
  const tail = rest === '/' ? '' : rest;
  return `/${lang}${tail}`;
}
