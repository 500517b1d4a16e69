import {
  addressIn,
  htmlToText,
  META_TEXTS,
  parseId,
  PICTURE_SIZES,
  socialCardPath,
  type AdDetail,
  type Category,
  type Review,
} from '@souq/contracts';
import { adTitleIn } from '../../shared/pages/ad-languages';
import { dataOf } from '../../shared/pages/answers';
import { CATEGORIES_CALL, NOT_FOUND } from '../../shared/pages/calls';
import { card, summaryAnd } from '../../shared/pages/describe';
import { idRedirect } from '../../shared/pages/id-redirect';
import type { PublicPage } from '../../shared/pages/page-declaration';
import { breadcrumbs, product } from '../../shared/pages/structured-data';
import { route } from './route';

/**
 * The short safety tips the ad page shows beside Call and Chat (issue 42): answered with the ad,
 * so that they add no request to the page.
 */
const SAFETY_TIPS_CALL = '/api/pages/safety-tips';

/**
 * An ad's page: the ad (its first picture is the largest paint; its view is counted by the
 * page's beacon, use-view-beacon.ts, so that a page kept by a cache counts too) and
 * the safety tips. Described by its title, price, place and text, as a Product with its latest
 * rated reviews (read for its description only), and its category's trail.
 */
export const page: PublicPage = {
  paths: route.paths,
  plan({ params }) {
    const adId = parseId(params.adId);
    if (adId === null) return NOT_FOUND;
    const adUrl = `/api/ads/${String(adId)}`;
    const reviewsUrl = `/api/reviews/${String(adId)}`;
    return {
      calls: [CATEGORIES_CALL, adUrl, SAFETY_TIPS_CALL],
      subject: adUrl,
      metaCalls: [reviewsUrl],
      largestPicture(answers) {
        const image = dataOf<AdDetail>(answers, adUrl)?.images[0];
        return image && { href: image.src, srcset: image.srcset, sizes: PICTURE_SIZES.adGallery };
      },
      describe(answers, address) {
        const ad = dataOf<AdDetail>(answers, adUrl);
        if (!ad) return {};
        const { lang } = address;
        const texts = META_TEXTS[lang];
        const url = addressIn(address, lang);
        const category = dataOf<Category[]>(answers, CATEGORIES_CALL)?.find(
          (candidate) => candidate.id === ad.category_id,
        );
        return {
          description: summaryAnd(
            texts.ad(adTitleIn(ad, lang), texts.price(ad.price), ad.city),
            htmlToText(ad.description),
          ),
          // An ad without pictures shows its category's card.
          image: card(
            ad.images.length > 0
              ? socialCardPath.ad(ad.id)
              : socialCardPath.category(lang, ad.category_id),
          ),
          languages: ad.languages,
          structuredData: [
            product(address, ad, url, dataOf<Review[]>(answers, reviewsUrl) ?? []),
            breadcrumbs(address, [
              [texts.home, `/${lang}`],
              ...(category
                ? [[category.name, `/${lang}/category/${String(category.id)}`] as const]
                : []),
              [ad.title, url],
            ]),
          ],
        };
      },
    };
  },
  redirect: idRedirect('adId'),
};
