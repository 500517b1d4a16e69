import type { Ad, Envelope, Lang, Paginated } from '@souq/contracts';

export type PageName = 'home' | 'category' | 'ad' | 'jobs' | 'job' | 'store' | 'user' | 'search';
/** `noindex`: kept out of search engines on purpose (a private person's page). */
export type PublicPage = { name: PageName; path: (lang: Lang) => string; noindex?: true };

async function getJson<T>(base: string, url: string, lang: Lang = 'en'): Promise<T> {
  const res = await fetch(`${base}${url}`, { headers: { lang } });
  if (!res.ok) throw new Error(`GET ${url}: ${String(res.status)}`);
  return ((await res.json()) as Envelope<T>).data;
}

/**
 * Every public page type, at an address the served database has: the category `categoryId`,
 * its first ad, a store and a user who sell in it, the first job offer, and a search for the
 * first word of that ad's title in each language.
 */
export async function publicPages(base: string, categoryId: string): Promise<PublicPage[]> {
  const ads = (await getJson<Paginated<Ad>>(base, `/api/ads?category_id=${categoryId}&per_page=48`))
    .data;
  const ad = ads[0];
  const storeId = ads.find((item) => item.author_info.store_id !== null)?.author_info.store_id;
  const userId = ads.find((item) => item.author_info.store_id === null)?.author_info.author_id;
  const job = (await getJson<Paginated<{ id: number }>>(base, '/api/job-offers/search')).data[0];
  if (!ad || storeId == null || userId === undefined || !job) {
    throw new Error('the database lacks an ad, a store, a user or a job offer');
  }
  const words: Record<Lang, string> = { en: '', ar: '' };
  for (const lang of ['en', 'ar'] as const) {
    const title = (await getJson<Ad>(base, `/api/ads/${String(ad.id)}`, lang)).title;
    words[lang] = title.split(/\s+/).find((word) => word.length >= 3) ?? title;
  }
  return [
    { name: 'home', path: (lang) => `/${lang}` },
    { name: 'category', path: (lang) => `/${lang}/category/${categoryId}` },
    { name: 'ad', path: (lang) => `/${lang}/ad/${String(ad.id)}` },
    { name: 'jobs', path: (lang) => `/${lang}/jobs` },
    { name: 'job', path: (lang) => `/${lang}/job/${String(job.id)}` },
    { name: 'store', path: (lang) => `/${lang}/store/${String(storeId)}` },
    { name: 'user', path: (lang) => `/${lang}/user/${String(userId)}/profile`, noindex: true },
    {
      name: 'search',
      path: (lang) => `/${lang}/search?${new URLSearchParams({ q: words[lang] }).toString()}`,
    },
  ];
}

/**
 * Whether a page is among those `--only` asks for: a regular expression its path matches, so
 * `/ar/ad` is the Arabic ad page and `/ar$` the Arabic home page alone. Every page without it.
 */
export function isAskedFor(path: string, only: string | undefined): boolean {
  return only === undefined || new RegExp(only).test(path);
}
