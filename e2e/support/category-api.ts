import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import {
  adsQueryString,
  type Ad,
  type AdsQuery,
  type FilterDefinition,
  type Paginated,
} from '@souq/contracts';
import type { Lang } from './i18n';
import { hrefsOf } from './locators';

/** One page of `GET /api/ads` as the API answers it. */
export async function fetchAdPage(
  request: APIRequestContext,
  lang: Lang,
  params: Record<string, string | number>,
): Promise<Paginated<Ad>> {
  const response = await request.get('/api/ads', { headers: { lang }, params });
  expect(response.ok(), `GET /api/ads (${lang}) answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: Paginated<Ad> }).data;
}

/** A query of `GET /api/ads` as request params, in the web app's wire format (bracketed filters). */
export function adsParams(query: AdsQuery): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(adsQueryString(query)));
}

/** Every ad of a category, read page by page with the biggest pages the API allows. */
export async function fetchAllAds(
  request: APIRequestContext,
  lang: Lang,
  categoryId: number,
): Promise<Ad[]> {
  const ads: Ad[] = [];
  for (let page = 1; ; page += 1) {
    const body = await fetchAdPage(request, lang, { category_id: categoryId, page, per_page: 48 });
    ads.push(...body.data);
    if (body.current_page >= body.last_page) return ads;
  }
}

/** One page of `GET /api/search` as the API answers it. */
export async function fetchSearch(
  request: APIRequestContext,
  lang: Lang,
  params: Record<string, string | number>,
): Promise<Paginated<Ad>> {
  const response = await request.get('/api/search', { headers: { lang }, params });
  expect(response.ok(), `GET /api/search (${lang}) answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: Paginated<Ad> }).data;
}

/** `GET /api/get_filter_options?category_id=`. */
export async function fetchFilters(
  request: APIRequestContext,
  lang: Lang,
  categoryId: number,
): Promise<FilterDefinition[]> {
  const response = await request.get('/api/get_filter_options', {
    headers: { lang },
    params: { category_id: categoryId },
  });
  expect(response.ok(), `GET /api/get_filter_options answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: FilterDefinition[] }).data;
}

/** The filter of a category with this type (and name); throws when the API has none. */
export function filterNamed(
  filters: FilterDefinition[],
  type: FilterDefinition['type'],
  name?: string,
): FilterDefinition {
  const found = filters.find((f) => f.type === type && (name === undefined || f.name === name));
  if (found === undefined) throw new Error(`no ${type} filter ${name ?? ''}`);
  return found;
}

/** The value an ad has for a filter (its attribute answering that filter), if any. */
export function attributeValue(ad: Ad, filterId: number): string | string[] | undefined {
  return ad.attributes.find((attribute) => attribute.id === filterId)?.value;
}

/** The ad ids a grid or a list of results links to (`/{lang}/ad/{id}`), in order. */
export async function linkedAdIds(links: Locator): Promise<number[]> {
  return (await hrefsOf(links)).map((href) => {
    const match = /\/ad\/(\d+)$/.exec(href ?? '');
    if (match?.[1] === undefined) throw new Error(`not an ad link: ${href ?? 'null'}`);
    return Number(match[1]);
  });
}

/** Resolves with the page's next successful `GET /api/ads` (a category grid query). */
export function nextAdsResponse(page: Page) {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/ads' && response.ok(),
  );
}

/** Every `GET /api/ads` the page sends from now on. */
export function recordAdsRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/ads') sent.push(request);
  });
  return sent;
}
