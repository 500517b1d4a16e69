import { CONTENT_PAGES } from './constants.ts';
import type { Lang } from './lang.ts';

/** The size Open Graph and Twitter cards show best (Facebook's and X's advice). */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

/** The pages that show no one thing, whose card is their title (the information pages'). */
export const CARD_PAGES = [
  'home',
  'search',
  'jobs',
  'contact-us',
  'legals',
  'service-providers',
  ...CONTENT_PAGES,
] as const;
export type CardPage = (typeof CARD_PAGES)[number];

/** Where the social card of each page is served (the pages' `og:image`). */
export const socialCardPath = {
  ad: (id: number) => `/social-cards/ads/${String(id)}.jpg`,
  store: (id: number) => `/social-cards/stores/${String(id)}.jpg`,
  category: (lang: Lang, id: number) => `/social-cards/${lang}/categories/${String(id)}.jpg`,
  job: (lang: Lang, id: number) => `/social-cards/${lang}/jobs/${String(id)}.jpg`,
  user: (lang: Lang, id: number) => `/social-cards/${lang}/users/${String(id)}.jpg`,
  page: (lang: Lang, page: CardPage) => `/social-cards/${lang}/pages/${page}.jpg`,
};
