import type { Lang } from '@souq/contracts';

/**
 * Where to go after login: the `redirect` query when it is a path of this app under the
 * current language (never another origin), else the home page.
 */
export function safeRedirect(lang: Lang, redirect: string | null): string {
  const home = `/${lang}`;
  if (redirect === null || !redirect.startsWith('/') || redirect.startsWith('//')) return home;
  if (redirect.includes('\\')) return home;
  const url = new URL(redirect, 'http://app.invalid');
  if (url.origin !== 'http://app.invalid') return home;
  if (/^\/[a-z]{2}\/(login|register)(\/|$)/.test(url.pathname)) return home;
  const rest = url.pathname.replace(/^\/(ar|en)(?=\/|$)/, '');
  return `${home}${rest}${url.search}${url.hash}`;
}
