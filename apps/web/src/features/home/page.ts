import {
  adsQueryString,
  HOME_SECTION_CATEGORY_IDS,
  LIMITS,
  socialCardPath,
  type Banner,
  type ContactUsData,
} from '@souq/contracts';
import { dataOf } from '../../shared/pages/answers';
import { adsCall, CATEGORIES_CALL, CONTACTS_CALL } from '../../shared/pages/calls';
import { card } from '../../shared/pages/describe';
import type { PublicPage } from '../../shared/pages/page-declaration';
import { organization, webSite } from '../../shared/pages/structured-data';
import { route } from './route';

const BANNERS_CALL = '/api/banner';

/**
 * The home page: its banners (the first is its largest paint), the latest jobs and each
 * section's latest ads. Described as the site and how to search it, and as Souq with its
 * contacts.
 */
export const page: PublicPage = {
  paths: route.paths,
  plan: () => ({
    calls: [
      BANNERS_CALL,
      CATEGORIES_CALL,
      `/api/job-offers/search?${adsQueryString({ per_page: LIMITS.homeJobs })}`,
      ...HOME_SECTION_CATEGORY_IDS.map((id) =>
        adsCall({ category_id: id, per_page: LIMITS.sectionAds }),
      ),
    ],
    metaCalls: [CONTACTS_CALL],
    describe: (answers, address) => ({
      image: card(socialCardPath.page(address.lang, 'home')),
      structuredData: [
        webSite(address),
        organization(address, dataOf<ContactUsData>(answers, CONTACTS_CALL)),
      ],
    }),
    largestPicture(answers) {
      const banner = dataOf<Banner[]>(answers, BANNERS_CALL)?.[0];
      return banner && { href: banner.website_image };
    },
  }),
};
