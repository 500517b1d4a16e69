// What a benchmark learns from the running server before measuring it, through the public API
// as a client would: the categories and how many ads each holds, the ads themselves (both
// languages) and the filters of a category.
import {
  AD_PAGE_SIZE_MAX,
  LANGUAGES,
  type Ad,
  type Category,
  type Envelope,
  type FilterDefinition,
  type Lang,
  type Paginated,
} from '@souq/contracts';
import { setTimeout } from 'node:timers/promises';

/** Times a 503 (the server shedding load, as a cold server may) is asked again. */
const BUSY_RETRIES = 5;

export async function getJson<T>(base: string, url: string, lang: Lang): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const res = await fetch(`${base}${url}`, { headers: { lang, accept: 'application/json' } });
    if (res.status === 503 && attempt < BUSY_RETRIES) {
      await res.body?.cancel();
      // As a client should: after the Retry-After the server asked for.
      await setTimeout(Number(res.headers.get('retry-after') ?? 1) * 1000);
      continue;
    }
    if (!res.ok) throw new Error(`GET ${url}: ${String(res.status)} ${await res.text()}`);
    return ((await res.json()) as Envelope<T>).data;
  }
}

/** A category: top-level (no parent) or a sub-category. */
export type CategoryRef = { id: number; parentId: number | null };

/** The top-level categories, then their sub-categories. */
export async function allCategories(base: string): Promise<CategoryRef[]> {
  const top = await getJson<Category[]>(base, '/api/categories', 'en');
  const subs = await Promise.all(
    top.map(async (parent) =>
      (
        await getJson<Category[]>(base, `/api/categories?categoryId=${String(parent.id)}`, 'en')
      ).map((sub) => ({ id: sub.id, parentId: parent.id })),
    ),
  );
  return [...top.map((c) => ({ id: c.id, parentId: null })), ...subs.flat()];
}

/** A category and the number of ads its listing counts. */
export type CategoryCount = CategoryRef & { adCount: number };

/** Every category with at least one ad. */
export async function categoriesWithAds(base: string): Promise<CategoryCount[]> {
  const counted = await Promise.all(
    (await allCategories(base)).map(async (c) => {
      const url = `/api/ads?category_id=${String(c.id)}&per_page=1`;
      return { ...c, adCount: (await getJson<Paginated<Ad>>(base, url, 'en')).total };
    }),
  );
  return counted.filter((c) => c.adCount > 0);
}

/**
 * The ads of a paginated list (`/api/ads/most-viewed`, `/api/ads?category_id=8`), at most `max`,
 * in `lang`, fetched a page of AD_PAGE_SIZE_MAX at a time.
 */
export async function adsOf(base: string, list: string, lang: Lang, max: number): Promise<Ad[]> {
  const ads: Ad[] = [];
  const separator = list.includes('?') ? '&' : '?';
  for (let page = 1; ads.length < max; page += 1) {
    const url = `${list}${separator}per_page=${String(AD_PAGE_SIZE_MAX)}&page=${String(page)}`;
    const answer = await getJson<Paginated<Ad>>(base, url, lang);
    ads.push(...answer.data);
    if (page >= answer.last_page) break;
  }
  return ads.slice(0, max);
}

/** An ad as read in one language. */
export type LocalAd = { lang: Lang; ad: Ad };

/** The ads of `list` in every language. */
export async function adsInEveryLanguage(
  base: string,
  list: string,
  max: number,
): Promise<LocalAd[]> {
  const perLang = await Promise.all(
    LANGUAGES.map(async (lang) => (await adsOf(base, list, lang, max)).map((ad) => ({ lang, ad }))),
  );
  return perLang.flat();
}

/** A category's filters as its page shows them in one language. */
export type LocalFilters = { categoryId: number; lang: Lang; filters: FilterDefinition[] };

export async function filtersInEveryLanguage(
  base: string,
  categoryId: number,
): Promise<LocalFilters[]> {
  return Promise.all(
    LANGUAGES.map(async (lang) => ({
      categoryId,
      lang,
      filters: await getJson<FilterDefinition[]>(
        base,
        `/api/get_filter_options?category_id=${String(categoryId)}`,
        lang,
      ),
    })),
  );
}
