import { CATEGORY_IDS, type ContactUsData } from '@souq/contracts';
import type { InfoPage } from '../../../shared/lib/paths';
import type { Brand } from '../../../shared/ui/brand-icons';

export const INFO_PAGES: readonly InfoPage[] = [
  'about',
  'safety',
  'terms',
  'faq',
  'privacy',
  'refund',
];

/**
 * The footer's category links (spec "Also seen": travel, jobs, real-estate, services, rent,
 * cars, bikes) as fixed ids, so the footer needs no request. Travel has no constant in the
 * contracts; the seed gives it id 1.
 */
export const FOOTER_CATEGORIES = {
  travel: 1,
  jobs: CATEGORY_IDS.jobs,
  realEstate: CATEGORY_IDS.realEstate,
  services: CATEGORY_IDS.serviceProviders,
  rent: CATEGORY_IDS.buySellRent,
  cars: CATEGORY_IDS.carsAndVehicles,
  bikes: CATEGORY_IDS.bikes,
} as const;

export type FooterCategory = keyof typeof FOOTER_CATEGORIES;

/** The footer's social links: the settings' key, the mark (whose name is `footer.{brand}`). */
export const SOCIAL: readonly {
  key: keyof ContactUsData['social'];
  brand: 'facebook' | 'x' | 'whatsapp' | 'instagram';
}[] = [
  { key: 'facebook', brand: 'facebook' },
  { key: 'twitter', brand: 'x' },
  { key: 'whatsapp', brand: 'whatsapp' },
  { key: 'instagram', brand: 'instagram' },
];

/** The app-store badges: the settings' key, the mark and the badge's two lines. */
export const APP_STORES: readonly {
  key: keyof ContactUsData['apps'];
  brand: Brand;
  lead: 'footer.getItOn' | 'footer.downloadOn';
  store: 'footer.googlePlay' | 'footer.appStore';
}[] = [
  { key: 'google_play', brand: 'googlePlay', lead: 'footer.getItOn', store: 'footer.googlePlay' },
  { key: 'app_store', brand: 'apple', lead: 'footer.downloadOn', store: 'footer.appStore' },
];
