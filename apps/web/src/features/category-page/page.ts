import {
  addressIn,
  CATEGORY_IDS,
  META_TEXTS,
  parseId,
  socialCardPath,
  type Ad,
  type CategoryDetail,
  type Paginated,
} from '@souq/contracts';
import { dataOf } from '../../shared/pages/answers';
import { adsCall, CATEGORIES_CALL, firstCardPicture, NOT_FOUND } from '../../shared/pages/calls';
import { card, pastLastPage } from '../../shared/pages/describe';
import { idRedirect } from '../../shared/pages/id-redirect';
import {
  listingQueryString,
  listingRequest,
  readListingQuery,
} from '../../shared/pages/listing-query';
import type { PublicPage } from '../../shared/pages/page-declaration';
import { breadcrumbs } from '../../shared/pages/structured-data';
import { route } from './route';

const canonicalId = idRedirect('categoryId');

/**
 * A category's page of ads its address asks for (its search words, sort and page), with its
 * name and filters; one with filters in its address gets no data (how they apply is for the
 * browser to ask first). Described by its name, its parent's and its number of ads. The jobs
 * category is the jobs list (issue 16), whatever its query string.
 */
export const page: PublicPage = {
  paths: route.paths,
  plan({ params, search }) {
    const categoryId = parseId(params.categoryId);
    if (categoryId === null) return NOT_FOUND;
    const listing = readListingQuery(search);
    if (listing.filtered) return { calls: [] };
    const results = adsCall({ category_id: categoryId, ...listingRequest(listing) });
    const filters = `/api/get_filter_options?category_id=${String(categoryId)}`;
    const category = `/api/categories/${String(categoryId)}`;
    return {
      calls: [CATEGORIES_CALL, category, filters, results],
      subject: filters,
      canonicalQuery: listingQueryString(listing),
      largestPicture: (answers) => firstCardPicture(answers, results),
      describe(answers, address, name) {
        const ads = dataOf<Paginated<Ad>>(answers, results);
        if (ads === undefined) return {};
        const detail = dataOf<CategoryDetail>(answers, category);
        const parent = detail?.parent;
        const { lang } = address;
        return {
          description: META_TEXTS[lang].category(name, ads.total),
          ...(detail && { image: card(socialCardPath.category(lang, detail.id)) }),
          ...(pastLastPage(ads, listing.page) && { noindex: true }),
          structuredData: [
            breadcrumbs(address, [
              [META_TEXTS[lang].home, `/${lang}`],
              ...(parent ? [[parent.name, `/${lang}/category/${String(parent.id)}`] as const] : []),
              [name, addressIn(address, lang)],
            ]),
          ],
        };
      },
    };
  },
  redirect: (match) =>
    parseId(match.params.categoryId) === CATEGORY_IDS.jobs
      ? `/${match.lang}/jobs`
      : canonicalId(match),
};
