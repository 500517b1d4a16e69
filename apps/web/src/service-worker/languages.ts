import { isLang, type Lang } from '@souq/contracts';

/** The language of a page's address (`/ar/…`, `/en/…`), if it is under one. */
export function languageOfPath(pathname: string): Lang | undefined {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : undefined;
}

/** The site's language closest to a browser's (`navigator.language`): Arabic for any Arabic. */
export function languageOfBrowser(language: string): Lang {
  return language.toLowerCase().split('-')[0] === 'ar' ? 'ar' : 'en';
}
