// The long-tail mix's visitors (issue 46): on a site of many ads, pages as visitors arrive on them,
// mostly an ad page (its ad drawn by Zipf popularity, s = 1, so that most ad pages are of ads
// nobody asked for lately, as in production), and after each ad page the API calls its page
// makes in the browser.
import { AD_PAGE_SIZE, LANGUAGES, searchPageQueryString, type Lang } from '@souq/contracts';
import { adsInEveryLanguage, categoriesWithAds, type CategoryCount } from '../support/catalog.ts';
import type { RequestSource } from '../support/load.ts';
import type { Probe } from '../support/probe.ts';
import { wordsOf } from '../support/queries.ts';
import type { Random } from '../support/random.ts';
import { zipfRanks } from '../support/zipf.ts';
import { liveAdIds } from './live-ads.ts';

/** The pages visitors arrive on, by share: mostly ads (from search engines and shared links). */
const PAGE_SHARES = { ad: 0.6, category: 0.2, search: 0.1, home: 0.1 } as const;
type PageKind = keyof typeof PAGE_SHARES;
/** Zipf's exponent of the ads' popularity, and of how deep visitors page through a list. */
const ZIPF_S = 1;
/** Category pages are drawn among the first 20, search pages among the first 3. */
const CATEGORY_DEPTH = 20;
const SEARCH_DEPTH = 3;
/** The ads whose title words make the searches. */
const SEARCH_SOURCE_ADS = 500;

export type LongTailSite = {
  /** Live ads from the most popular down (a seeded shuffle: popularity is not the id's order). */
  adsByPopularity: number[];
  categories: CategoryCount[];
  searchWords: Record<Lang, string[]>;
};

/** The live ads (from the database), the categories with ads and words of titles to search. */
export async function discoverLongTail(
  base: string,
  databaseUrl: string,
  random: Random,
): Promise<LongTailSite> {
  const adsByPopularity = random.shuffle(await liveAdIds(databaseUrl));
  if (adsByPopularity.length === 0) throw new Error('the database has no live ad');
  const categories = await categoriesWithAds(base);
  const titled = await adsInEveryLanguage(base, '/api/ads/most-viewed', SEARCH_SOURCE_ADS);
  const searchWords: Record<Lang, string[]> = { ar: [], en: [] };
  for (const lang of LANGUAGES) {
    const words = titled.filter((ad) => ad.lang === lang).flatMap(({ ad }) => wordsOf(ad.title));
    searchWords[lang] = [...new Set(words)].sort();
    if (searchWords[lang].length === 0) throw new Error(`no ad title in ${lang} to search for`);
  }
  return { adsByPopularity, categories, searchWords };
}

/**
 * The calls an ad's page makes in the browser once it is shown: the view beacon, and as the
 * reader scrolls down the reviews, the similar ads and the most viewed ones
 * (apps/web/src/features/ad-detail).
 */
function adPageCalls(id: number, lang: Lang): Probe[] {
  const ad = `/api/ads/${String(id)}`;
  const json = 'application/json';
  return [
    { path: `${ad}/views`, lang, method: 'POST', accept: '*/*' },
    { path: `/api/reviews/${String(id)}`, lang, accept: json },
    { path: `${ad}/similar?page=1`, lang, accept: json },
    { path: '/api/ads/most-viewed?page=1', lang, accept: json },
  ];
}

/** Draws the kind of page a visitor arrives on, by PAGE_SHARES. */
function pageKinds(random: Random): () => PageKind {
  const kinds = Object.entries(PAGE_SHARES) as [PageKind, number][];
  return () => {
    let u = random.next();
    for (const [kind, share] of kinds) {
      u -= share;
      if (u < 0) return kind;
    }
    return 'home';
  };
}

/**
 * An endless source of the visitors' requests: a page, then (after an ad's page) its calls,
 * then the next page. Its `distinct` counts the ad pages it may draw.
 */
export function longTailSource(site: LongTailSite, random: Random): RequestSource {
  const adRank = zipfRanks(site.adsByPopularity.length, ZIPF_S, random);
  const categoryDepths = site.categories.map((category) =>
    zipfRanks(
      Math.max(1, Math.min(CATEGORY_DEPTH, Math.ceil(category.adCount / AD_PAGE_SIZE))),
      ZIPF_S,
      random,
    ),
  );
  const searchDepth = zipfRanks(SEARCH_DEPTH, ZIPF_S, random);
  const nextKind = pageKinds(random);
  const queued: Probe[] = [];
  const drawPage = (lang: Lang): Probe => {
    switch (nextKind()) {
      case 'ad': {
        const id = site.adsByPopularity[adRank()] ?? 0;
        queued.push(...adPageCalls(id, lang));
        return { path: `/${lang}/ad/${String(id)}` };
      }
      case 'category': {
        const index = random.int(0, site.categories.length - 1);
        const page = (categoryDepths[index]?.() ?? 0) + 1;
        const id = String(site.categories[index]?.id);
        return { path: `/${lang}/category/${id}${page > 1 ? `?page=${String(page)}` : ''}` };
      }
      case 'search': {
        const q = random.pick(site.searchWords[lang]);
        return { path: `/${lang}/search?${searchPageQueryString({ q, page: searchDepth() + 1 })}` };
      }
      case 'home':
        return { path: `/${lang}` };
    }
  };
  return {
    distinct: site.adsByPopularity.length * LANGUAGES.length,
    next: () => queued.shift() ?? drawPage(random.pick(LANGUAGES)),
  };
}
