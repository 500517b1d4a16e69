import * as z from 'zod';
import { CONTENT_PAGES } from './constants.ts';

const CONTACT_LIMITS = { name: 100, phone: 30, email: 200, subject: 150, message: 5000 };

/** An optional text; the server stores a blank one as not given. */
const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * Spec 5, contact form: name, email and message are required, the email well formed; phone and
 * subject are optional. The form validates with it on change and `POST /report-message` on receipt.
 */
export const contactMessageBody = z.object({
  name: z
    .string({ error: 'contact_name_required' })
    .trim()
    .min(1, { error: 'contact_name_required' })
    .max(CONTACT_LIMITS.name),
  phone: optionalText(CONTACT_LIMITS.phone),
  email: z
    .string({ error: 'contact_email_required' })
    .trim()
    .min(1, { error: 'contact_email_required', abort: true })
    .pipe(z.email({ error: 'invalid_email' }).max(CONTACT_LIMITS.email)),
  subject: optionalText(CONTACT_LIMITS.subject),
  message: z
    .string({ error: 'contact_message_required' })
    .trim()
    .min(1, { error: 'contact_message_required' })
    .max(CONTACT_LIMITS.message),
});
export type ContactMessageInput = z.input<typeof contactMessageBody>;
export type ContactMessage = z.output<typeof contactMessageBody>;

export const contactMessageData = z.object({ id: z.number().int(), created_at: z.string() });
export type ContactMessageData = z.infer<typeof contactMessageData>;

/** An http(s) address from the site settings, or '' when it is not set (pages then hide it). */
const settingLink = z.string();

/**
 * `GET /ContactUs`: the site's contact details, social links, app-store links and map position.
 * The contact page and the footer show them.
 */
export const contactUsData = z.object({
  phone: z.string(),
  whatsapp: z.string(),
  email: z.string(),
  address: z.string(),
  hours: z.string(),
  social: z.object({
    facebook: settingLink,
    twitter: settingLink,
    whatsapp: settingLink,
    instagram: settingLink,
  }),
  apps: z.object({ google_play: settingLink, app_store: settingLink }),
  map: z.object({ lat: z.number(), lng: z.number(), zoom: z.number().int() }),
});
export type ContactUsData = z.infer<typeof contactUsData>;

export const LEGAL_GROUPS = ['privacy_policy', 'help_support'] as const;
export type LegalGroup = (typeof LEGAL_GROUPS)[number];

export const legalSection = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
});
export type LegalSection = z.infer<typeof legalSection>;

/** `GET /Legals`: both groups in their order, each with its questions in the request's language. */
export const legalsData = z.array(
  z.object({ group: z.enum(LEGAL_GROUPS), sections: z.array(legalSection) }),
);
export type LegalsData = z.infer<typeof legalsData>;

export const contentPage = z.object({
  slug: z.enum(CONTENT_PAGES),
  title: z.string(),
  /** HTML; sanitized before rendering. */
  body: z.string(),
  updated_at: z.string(),
});
export type ContentPage = z.infer<typeof contentPage>;

/** A store or an individual seller of the service-providers category, with real ratings. */
export const serviceProvider = z.object({
  id: z.number().int(),
  type: z.enum(['store', 'user']),
  name: z.string(),
  image: z.string().nullable(),
  description: z.string(),
  city: z.string().nullable(),
  is_verified: z.boolean(),
  /** Mean of its ratings (0 to 5, two decimals); 0 without ratings. */
  average_rating: z.number(),
  ratings_count: z.number().int(),
  reviews_count: z.number().int(),
});
export type ServiceProvider = z.infer<typeof serviceProvider>;
