import { bannerBody, type BannerBody, type ConsoleBanner } from '@souq/contracts';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { encodeIssue } from '../../../shared/form/form-errors';

/** What a slide opens: nothing, an ad (by its number) or a page of the site (by its path). */
export const OPENS = ['nothing', 'ad', 'link'] as const;
export type Opens = (typeof OPENS)[number];

/** The banner form as its inputs hold it: numbers and dates as typed, local dates and times. */
export type BannerFormValues = {
  image: string;
  image_ar: string | null;
  alt_en: string;
  alt_ar: string;
  opens: Opens;
  target_id: string;
  link: string;
  starts_at: string;
  ends_at: string;
  active: boolean;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as a `datetime-local` input holds it, in the browser's time zone. */
export function localInput(iso: string | null): string {
  if (iso === null) return '';
  const date = new Date(iso);
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as a moment with its offset; what does not read as one stays as typed. */
function moment(local: string): string | null {
  if (local === '') return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

export function formValuesOf(banner: ConsoleBanner | undefined): BannerFormValues {
  return {
    image: banner?.image ?? '',
    image_ar: banner?.image_ar ?? null,
    alt_en: banner?.alt_en ?? '',
    alt_ar: banner?.alt_ar ?? '',
    opens: banner?.target_id != null ? 'ad' : banner?.link != null ? 'link' : 'nothing',
    target_id: banner?.target_id == null ? '' : String(banner.target_id),
    link: banner?.link ?? '',
    starts_at: localInput(banner?.starts_at ?? null),
    ends_at: localInput(banner?.ends_at ?? null),
    active: banner?.active ?? true,
  };
}

/** The body the API takes; an ad number left empty is no number (`not_a_number`). */
export function bodyOf(values: BannerFormValues): unknown {
  return {
    image: values.image,
    image_ar: values.image_ar,
    alt_en: values.alt_en,
    alt_ar: values.alt_ar,
    target_id: values.opens === 'ad' ? Number(values.target_id.trim() || Number.NaN) : null,
    link: values.opens === 'link' ? values.link : null,
    starts_at: moment(values.starts_at),
    ends_at: moment(values.ends_at),
    active: values.active,
  };
}

/** The contracts' rules on the body the form makes, each error on the field it names. */
export const bannerResolver: Resolver<BannerFormValues, unknown, BannerBody> = (values) => {
  const parsed = bannerBody.safeParse(bodyOf(values), { reportInput: true });
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Partial<Record<keyof BannerFormValues, FieldError>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'image') as keyof BannerFormValues;
    errors[field] ??= { type: issue.code, message: encodeIssue(issue) };
  }
  return { values: {}, errors: errors as FieldErrors<BannerFormValues> };
};
