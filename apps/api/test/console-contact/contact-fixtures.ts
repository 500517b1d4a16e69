import type { SiteContactBody } from '@souq/contracts';
import type { TestContext } from '../helpers/app.ts';

/** The seeded contact settings (db/seed/content/site.ts), as the console answers them. */
export const SEEDED: SiteContactBody = {
  contact: {
    phone: '+963 11 234 5678',
    whatsapp: '+963 944 123 456',
    email: 'support@souq.example.com',
    address: { en: 'Abu Rummaneh, Damascus, Syria', ar: 'أبو رمانة، دمشق، سوريا' },
    hours: { en: 'Every day, 9:00–21:00', ar: 'كل يوم، 9:00–21:00' },
  },
  social: {
    facebook: 'https://www.facebook.com/souq.example',
    twitter: 'https://x.com/souq_example',
    whatsapp: 'https://wa.me/963944123456',
    instagram: 'https://www.instagram.com/souq.example',
  },
  apps: {
    google_play: 'https://play.google.com/store/apps/details?id=com.example.souq',
    app_store: 'https://apps.apple.com/app/souq/id0000000000',
  },
  map: { lat: 33.5153, lng: 36.2853, zoom: 10 },
};

/** The seeded settings with a new phone, Facebook page, Arabic address and map position. */
export const contactPayload = (): SiteContactBody => {
  const token = String(Math.random()).slice(2, 8);
  return {
    ...SEEDED,
    contact: {
      ...SEEDED.contact,
      phone: `+963 11 ${token.slice(0, 3)} ${token.slice(3)}0`,
      address: { en: `Mezzeh ${token}, Damascus`, ar: `المزة ${token}، دمشق` },
    },
    social: { ...SEEDED.social, facebook: `https://www.facebook.com/souq.${token}` },
    map: { lat: 33.5038, lng: 36.2478, zoom: 13 },
  };
};

type ContactRule = { role: 'admin'; sample: () => Promise<{ url: string; payload?: object }> };

/** The authorization matrix's rules for `/api/admin/contact` (both routes admin only). */
export function contactRules(_t: TestContext): Record<string, ContactRule> {
  const admin = (sample: ContactRule['sample']): ContactRule => ({ role: 'admin', sample });
  return {
    'GET /api/admin/contact': admin(async () => ({ url: '/api/admin/contact' })),
    'PUT /api/admin/contact': admin(async () => ({ url: '/api/admin/contact', payload: SEEDED })),
  };
}
