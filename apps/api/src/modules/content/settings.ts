import type { ContactUsData, Lang } from '@souq/contracts';
import { inArray } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';

/**
 * Spec 9: the map's default centre and zoom, used when the settings name none: the seeded
 * address (Abu Rummaneh, Damascus), at the spec's zoom.
 */
export const DEFAULT_MAP = { lat: 33.5153, lng: 36.2853, zoom: 10 } as const;

const bilingual = z.object({ en: z.string(), ar: z.string() });
const contactSetting = z.object({
  phone: z.string(),
  whatsapp: z.string(),
  email: z.string(),
  address: bilingual,
  hours: bilingual,
});
/** A link is an http(s) address, else unset (''): never '#', a script or a broken address. */
const link = z.url({ protocol: /^https?$/ }).catch('');
const socialSetting = z.object({ facebook: link, twitter: link, whatsapp: link, instagram: link });
const appsSetting = z.object({ google_play: link, app_store: link });
const mapSetting = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  zoom: z.number().int().min(0).max(19),
});

const EMPTY_CONTACT: z.infer<typeof contactSetting> = {
  phone: '',
  whatsapp: '',
  email: '',
  address: { en: '', ar: '' },
  hours: { en: '', ar: '' },
};
const EMPTY_SOCIAL: z.infer<typeof socialSetting> = {
  facebook: '',
  twitter: '',
  whatsapp: '',
  instagram: '',
};
const EMPTY_APPS: z.infer<typeof appsSetting> = { google_play: '', app_store: '' };

/** A setting read with its schema; a missing or malformed one falls back (never a 500). */
function read<T>(values: Map<string, unknown>, key: string, schema: z.ZodType<T>, fallback: T): T {
  const parsed = schema.safeParse(values.get(key));
  return parsed.success ? parsed.data : fallback;
}

/**
 * `GET /ContactUs`: the `contact`, `social`, `apps` and `map` settings in the request's language.
 * Each link stands alone: a missing or malformed one is unset, the others are kept.
 */
export async function loadContactUs(db: Database, lang: Lang): Promise<ContactUsData> {
  const rows = await db
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.key, ['contact', 'social', 'apps', 'map']));
  const values = new Map(rows.map((row) => [row.key, row.value]));
  const contact = read(values, 'contact', contactSetting, EMPTY_CONTACT);
  return {
    phone: contact.phone,
    whatsapp: contact.whatsapp,
    email: contact.email,
    address: contact.address[lang],
    hours: contact.hours[lang],
    social: read(values, 'social', socialSetting, EMPTY_SOCIAL),
    apps: read(values, 'apps', appsSetting, EMPTY_APPS),
    map: read(values, 'map', mapSetting, DEFAULT_MAP),
  };
}
