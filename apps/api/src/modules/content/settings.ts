import {
  appsSetting,
  contactSetting,
  socialSetting,
  mapSetting,
  type ContactUsData,
  type Lang,
  type SiteContact,
  type SiteContactBody,
} from '@souq/contracts';
import { inArray } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';

/**
 * Spec 9: the map's default centre and zoom, used when the settings name none: the seeded
 * address (Abu Rummaneh, Damascus), at the spec's zoom.
 */
export const DEFAULT_MAP = { lat: 33.5153, lng: 36.2853, zoom: 10 } as const;

/** The four settings the contact page, the footer and the console's contact screen read. */
export const CONTACT_SETTING_KEYS = ['contact', 'social', 'apps', 'map'] as const;

const EMPTY: SiteContact = {
  contact: {
    phone: '',
    whatsapp: '',
    email: '',
    address: { en: '', ar: '' },
    hours: { en: '', ar: '' },
  },
  social: { facebook: '', twitter: '', whatsapp: '', instagram: '' },
  apps: { google_play: '', app_store: '' },
  map: DEFAULT_MAP,
};

/**
 * A setting's schema (console-contact.ts, the one the console writes with) read field by
 * field: a missing or malformed field takes its empty value and the others are kept, so one
 * broken link does not hide the rest.
 */
function fieldByField<T extends Record<string, unknown>>(
  schema: z.ZodObject,
  empty: T,
): z.ZodType<T> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [
      key,
      field.catch(empty[key]),
    ]),
  );
  return z.object(shape) as unknown as z.ZodType<T>;
}

const readers = {
  contact: fieldByField(contactSetting, EMPTY.contact),
  social: fieldByField(socialSetting, EMPTY.social),
  apps: fieldByField(appsSetting, EMPTY.apps),
  // A position is its three numbers together: a malformed one is the default position.
  map: mapSetting as z.ZodType<SiteContact['map']>,
};

/** A setting read with its schema; a missing or malformed one falls back (never a 500). */
function read<T>(values: Map<string, unknown>, schema: z.ZodType<T>, key: string, fallback: T): T {
  const parsed = schema.safeParse(values.get(key) ?? {});
  return parsed.success ? parsed.data : fallback;
}

/** The four settings in both languages, as stored, each missing or malformed part its default. */
export async function readSiteContact(db: Pick<Database, 'select'>): Promise<SiteContact> {
  const rows = await db
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...CONTACT_SETTING_KEYS]));
  const values = new Map(rows.map((row) => [row.key, row.value]));
  return {
    contact: read(values, readers.contact, 'contact', EMPTY.contact),
    social: read(values, readers.social, 'social', EMPTY.social),
    apps: read(values, readers.apps, 'apps', EMPTY.apps),
    map: read(values, readers.map, 'map', EMPTY.map),
  };
}

/** Writes the four settings (the console's save, within its transaction). */
export async function writeSiteContact(
  tx: Pick<Database, 'insert'>,
  body: SiteContactBody,
): Promise<void> {
  for (const key of CONTACT_SETTING_KEYS) {
    await tx
      .insert(siteSettings)
      .values({ key, value: body[key] })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: body[key] } });
  }
}

/**
 * `GET /ContactUs`: the `contact`, `social`, `apps` and `map` settings in the request's language.
 * Each link stands alone: a missing or malformed one is unset, the others are kept.
 */
export async function loadContactUs(db: Database, lang: Lang): Promise<ContactUsData> {
  const { contact, social, apps, map } = await readSiteContact(db);
  return {
    phone: contact.phone,
    whatsapp: contact.whatsapp,
    email: contact.email,
    address: contact.address[lang],
    hours: contact.hours[lang],
    social,
    apps,
    map,
  };
}
