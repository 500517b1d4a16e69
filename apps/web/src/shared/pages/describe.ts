import {
  addressIn,
  META_TEXTS,
  SOCIAL_CARD,
  type PageAddress,
  type Paginated,
  type SocialImage,
} from '@souq/contracts';
import { snippet } from './snippet';
import { breadcrumbs } from './structured-data';

/** A link preview's picture: one of the site's social cards. */
export const card = (address: string): SocialImage => ({ address, ...SOCIAL_CARD });

/** A description that starts with a summary and goes on with the page's own text, if room is left. */
export function summaryAnd(summary: string, text: string): string {
  return snippet(`${summary} ${text}`);
}

/**
 * A page of a list past its last (`?page=99`) shows nothing: it is kept out of search results
 * (a list's other pages each have their own canonical address).
 */
export const pastLastPage = (results: Paginated<unknown>, page: number) =>
  page > Math.max(results.last_page, 1);

/** A store's or a user's trail: the home page, then the seller. */
export const sellerBreadcrumbs = (page: PageAddress, name: string) =>
  breadcrumbs(page, [
    [META_TEXTS[page.lang].home, `/${page.lang}`],
    [name, addressIn(page, page.lang)],
  ]);
