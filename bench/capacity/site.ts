// The seeded site as the pages, api and overload mixes request it.
import { AD_PAGE_SIZE, AD_SORTS, LANGUAGES, adsQueryString } from '@souq/contracts';
import { adsInEveryLanguage, categoriesWithAds } from '../support/catalog.ts';
import type { Probe } from '../support/probe.ts';
import { searchProbes } from '../support/queries.ts';
import type { Random } from '../support/random.ts';

/** At most this many ads are visited (a seeded database has 235)… */
const MAX_ADS = 5000;
/** …and this many listing pages of each category. */
const MAX_LISTING_PAGES = 100;

/** Every address a visitor and the web app request, by mix. */
export type Site = { pages: Probe[]; listings: Probe[]; details: Probe[]; searches: Probe[] };

/** The site as the API lists it: its categories with ads, its ads in both languages. */
export async function discoverSite(base: string, random: Random): Promise<Site> {
  const categories = await categoriesWithAds(base);
  const ads = await adsInEveryLanguage(base, '/api/ads/most-viewed', MAX_ADS);
  const adIds = [...new Set(ads.map(({ ad }) => ad.id))].sort((a, b) => a - b);
  const sorts = [undefined, ...AD_SORTS.filter((sort) => sort !== 'newest')];
  return {
    pages: LANGUAGES.flatMap((lang) => [
      { path: `/${lang}` },
      ...categories.map((c) => ({ path: `/${lang}/category/${String(c.id)}` })),
      ...adIds.map((id) => ({ path: `/${lang}/ad/${String(id)}` })),
    ]),
    listings: LANGUAGES.flatMap((lang) =>
      categories.flatMap((c) =>
        Array.from(
          { length: Math.min(MAX_LISTING_PAGES, Math.ceil(c.adCount / AD_PAGE_SIZE)) },
          (_, i) =>
            sorts.map((sort) => ({
              path: `/api/ads?${adsQueryString({ category_id: c.id, page: i + 1, sort })}`,
              lang,
            })),
        ).flat(),
      ),
    ),
    details: LANGUAGES.flatMap((lang) =>
      adIds.map((id) => ({ path: `/api/ads/${String(id)}`, lang })),
    ),
    searches: searchProbes(ads, random),
  };
}
