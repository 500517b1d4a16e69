import type { banners, siteSettings } from '../../schema/index.ts';
import type { AdRow } from '../ads/build.ts';

const BANNER_COUNT = 5;

export function bannerPath(n: number): string {
  return `/media/banners/banner-${n}`;
}

/** Each banner opens one of the seeded ads, spread over the categories; the last has no target. */
export function buildBanners(ads: AdRow[]): (typeof banners.$inferInsert)[] {
  const categories = [...new Set(ads.map((ad) => ad.categoryId))];
  return Array.from({ length: BANNER_COUNT }, (_, i) => {
    const target = ads.find((ad) => ad.categoryId === categories[i] && ad.storeId !== null);
    return {
      id: i + 1,
      image: bannerPath(i + 1),
      targetId: i === BANNER_COUNT - 1 ? null : (target?.id ?? null),
      position: i,
      active: true,
    };
  });
}

export function buildSettings(): (typeof siteSettings.$inferInsert)[] {
  return [
    {
      key: 'contact',
      value: {
        phone: '+963 11 234 5678',
        whatsapp: '+963 944 123 456',
        email: 'support@souq.example.com',
        address: { en: 'Abu Rummaneh, Damascus, Syria', ar: 'أبو رمانة، دمشق، سوريا' },
        hours: { en: 'Every day, 9:00–21:00', ar: 'كل يوم، 9:00–21:00' },
      },
    },
    {
      key: 'social',
      value: {
        facebook: 'https://www.facebook.com/souq.example',
        twitter: 'https://x.com/souq_example',
        whatsapp: 'https://wa.me/963944123456',
        instagram: 'https://www.instagram.com/souq.example',
      },
    },
    {
      key: 'apps',
      value: {
        google_play: 'https://play.google.com/store/apps/details?id=com.example.souq',
        app_store: 'https://apps.apple.com/app/souq/id0000000000',
      },
    },
    // Where the address above is.
    { key: 'map', value: { lat: 33.5153, lng: 36.2853, zoom: 10 } },
  ];
}
