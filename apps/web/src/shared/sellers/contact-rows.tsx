import { Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useLang } from '../i18n/use-lang';

/** The look of a link to reach the seller (email, phone, website, map). */
export const CONTACT_LINK = 'text-teal-800 underline-offset-2 hover:underline break-all';

type ContactRowProps = { icon: LucideIcon; label: string; children: ReactNode };

/** One way to reach the seller in the contact list: its icon, its label for screen readers, its value. */
export function ContactRow({ icon: Icon, label, children }: ContactRowProps) {
  return (
    <div className="flex items-start gap-3">
      <dt className="flex shrink-0 items-center gap-2 text-slate-600">
        <Icon aria-hidden="true" className="size-5" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}

export function EmailRow({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <ContactRow icon={Mail} label={t('sellers.email')}>
      <a href={`mailto:${email}`} dir="ltr" className={CONTACT_LINK}>
        {email}
      </a>
    </ContactRow>
  );
}

export function PhoneRow({ phone }: { phone: string }) {
  const { t } = useTranslation();
  return (
    <ContactRow icon={Phone} label={t('sellers.phone')}>
      <a href={`tel:${phone}`} dir="ltr" className={CONTACT_LINK}>
        {phone}
      </a>
    </ContactRow>
  );
}

/** The city and the country, joined in the page's language; nothing when both are missing. */
export function PlaceRow({ parts }: { parts: (string | null | undefined)[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const place = parts.filter(Boolean).join(lang === 'ar' ? '، ' : ', ');
  if (!place) return null;
  return (
    <ContactRow icon={MapPin} label={t('sellers.location')}>
      {place}
    </ContactRow>
  );
}
