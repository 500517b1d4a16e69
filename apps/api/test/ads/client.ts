import { adsQueryString, type Ad, type AdsQuery, type Lang, type Paginated } from '@souq/contracts';
import type { TestContext } from '../helpers/app.ts';

export const ARABIC = /[\u0600-\u06FF]/;
export const LANGS: readonly Lang[] = ['en', 'ar'];

export type Answer<D> = {
  status: number;
  body: { data: D; message?: string; errors?: Record<string, string[]> };
};

export async function get<D>(
  t: TestContext,
  url: string,
  lang: Lang = 'en',
  headers: Record<string, string> = {},
): Promise<Answer<D>> {
  const res = await t.app.inject({ method: 'GET', url, headers: { lang, ...headers } });
  return { status: res.statusCode, body: res.json() };
}

export type AdPage = Paginated<Ad>;

export const adsUrl = (query: AdsQuery) => `/api/ads?${adsQueryString(query)}`;

/** Every ad of a listing, page after page (largest pages). */
export async function everyAd(t: TestContext, query: AdsQuery, lang: Lang = 'en'): Promise<Ad[]> {
  const found: Ad[] = [];
  for (let page = 1; ; page += 1) {
    const { status, body } = await get<AdPage>(t, adsUrl({ ...query, page, per_page: 48 }), lang);
    if (status !== 200) throw new Error(`GET /ads answered ${String(status)}`);
    found.push(...body.data.data);
    if (page >= body.data.last_page) return found;
  }
}

/** The value of the attribute answering a filter, as the card shows it. */
export function attributeValue(item: Ad, filterId: number): string | string[] | undefined {
  return item.attributes.find((a) => a.id === filterId)?.value;
}

export const ids = (items: readonly Ad[]) => items.map((item) => item.id);
