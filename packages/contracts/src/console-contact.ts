import * as z from 'zod';

/**
 * The site's contact details an admin edits in the console (issue 47), as the four site settings
 * hold them: `contact` (phone, WhatsApp number, email, and the address and opening hours in both
 * languages), `social` and `apps` (links), and `map` (the contact page's map position). One
 * definition: the console's form and `PUT /admin/contact` validate with it, and the public reader
 * (`GET /ContactUs`) reads the stored values with it, each field falling back on its own.
 */

export const SITE_CONTACT_LIMITS = {
  phone: 30,
  email: 200,
  address: 300,
  hours: 200,
  link: 500,
} as const;

/**
 * A phone number as the pages show it (`+963 11 234 5678`): an optional `+`, then digits with
 * spaces, dashes or brackets between them; or unset (''). The pages dial its digits.
 */
const SITE_PHONE = /^(?:\+?\d[\d ()-]{4,26}\d)?$/;
export const sitePhone = z
  .string('required')
  .trim()
  .max(SITE_CONTACT_LIMITS.phone)
  .regex(SITE_PHONE, 'contact_phone');

const emailFormat = z.email();
/** An email address, or unset (''). */
export const siteEmail = z
  .string('required')
  .trim()
  .max(SITE_CONTACT_LIMITS.email)
  .refine((value) => value === '' || emailFormat.safeParse(value).success, 'invalid_email');

const httpUrl = z.url({ protocol: /^https?$/ });
/** A link is an http(s) address, else unset (''): never '#', a script or a broken address. */
export const siteLink = z
  .string('required')
  .trim()
  .max(SITE_CONTACT_LIMITS.link)
  .refine((value) => value === '' || httpUrl.safeParse(value).success, 'contact_link');

type Bilingual = { en: string; ar: string };

/** A text in both languages, or in neither: each page shows its own language's. */
const bilingual = (max: number) =>
  z
    .object({
      en: z.string().trim().max(max),
      ar: z.string().trim().max(max),
    })
    .superRefine((value: Bilingual, ctx) => {
      if ((value.en === '') === (value.ar === '')) return;
      ctx.addIssue({
        code: 'custom',
        message: 'contact_both_languages',
        path: [value.en === '' ? 'en' : 'ar'],
      });
    });

/** The `contact` setting. */
export const contactSetting = z.object({
  phone: sitePhone,
  whatsapp: sitePhone,
  email: siteEmail,
  address: bilingual(SITE_CONTACT_LIMITS.address),
  hours: bilingual(SITE_CONTACT_LIMITS.hours),
});
export type ContactSetting = z.infer<typeof contactSetting>;

/** The `social` setting: the pages leave out a link that is not set. */
export const socialSetting = z.object({
  facebook: siteLink,
  twitter: siteLink,
  whatsapp: siteLink,
  instagram: siteLink,
});
export type SocialSetting = z.infer<typeof socialSetting>;

/** The `apps` setting: the app-store badges' links. */
export const appsSetting = z.object({ google_play: siteLink, app_store: siteLink });
export type AppsSetting = z.infer<typeof appsSetting>;

/** The `map` setting: where the contact page's map is centred, and how near (as map tiles go). */
export const mapSetting = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  zoom: z.number().int('not_an_integer').min(0).max(19),
});
export type MapSetting = z.infer<typeof mapSetting>;

/** `PUT /admin/contact`: the four settings, whole. */
export const siteContactBody = z.object({
  contact: contactSetting,
  social: socialSetting,
  apps: appsSetting,
  map: mapSetting,
});
export type SiteContactBody = z.infer<typeof siteContactBody>;

/**
 * `GET /admin/contact`: the four settings as stored (a setting not set, or a field of it that no
 * longer passes the rules, comes as its empty value; the map as the default position).
 */
export const siteContact = z.object({
  contact: z.object({
    phone: z.string(),
    whatsapp: z.string(),
    email: z.string(),
    address: z.object({ en: z.string(), ar: z.string() }),
    hours: z.object({ en: z.string(), ar: z.string() }),
  }),
  social: z.object({
    facebook: z.string(),
    twitter: z.string(),
    whatsapp: z.string(),
    instagram: z.string(),
  }),
  apps: z.object({ google_play: z.string(), app_store: z.string() }),
  map: z.object({ lat: z.number(), lng: z.number(), zoom: z.number().int() }),
});
export type SiteContact = z.infer<typeof siteContact>;
