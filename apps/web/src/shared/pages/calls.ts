import {
  adsQueryString,
  PICTURE_SIZES,
  userAdsQueryString,
  type Ad,
  type Answers,
  type Paginated,
  type PicturePreload,
} from '@souq/contracts';
import { dataOf } from './answers';
import type { PlannedPage } from './page-declaration';

/** The layout's call: the categories its menu shows, on every page. */
export const CATEGORIES_CALL = '/api/categories';

/** The site's contact details and social links (the contact page and the footer show them). */
export const CONTACTS_CALL = '/api/ContactUs';

/**
 * An address that names nothing (an id that is not a number, a path no page has): the not-found
 * page, with the layout's data.
 */
export const NOT_FOUND: PlannedPage = { calls: [CATEGORIES_CALL], notFound: true };

export const adsCall = (query: Parameters<typeof adsQueryString>[0]) =>
  `/api/ads?${adsQueryString(query)}`;

/** The first page of a seller's ads (the store and user pages), newest first. */
export function sellerAdsCall(entity_type: 'store' | 'client', entity_id: number): string {
  return `/api/ads/user-ads?${userAdsQueryString({ entity_type, entity_id, page: 1 })}`;
}

/** The first picture of the first ad of a list's answer, as its card shows it. */
export function firstCardPicture(answers: Answers, listUrl: string): PicturePreload | undefined {
  const image = dataOf<Paginated<Ad>>(answers, listUrl)?.data[0]?.images[0];
  return image && { href: image.src, srcset: image.srcset, sizes: PICTURE_SIZES.adCard };
}
