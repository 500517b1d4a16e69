import type { ContactUsData } from '@souq/contracts';
import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { BrandIcon, type Brand } from '../../../shared/ui/brand-icons';

function Line({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-teal-50 text-teal-800">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm text-slate-600">{label}</span>
        <span className="block font-semibold break-words text-slate-900">{children}</span>
      </span>
    </li>
  );
}

const digits = (phone: string) => phone.replace(/[^\d+]/g, '');

/** Phone, WhatsApp, email, address, hours, then the social links that the settings set (spec 2). */
export function ContactInfo({ contact }: { contact: ContactUsData }) {
  const { t } = useTranslation();
  const headingId = useId();
  const socialId = useId();
  const social: { brand: Brand; label: string; href: string }[] = [
    { brand: 'facebook', label: t('contactUs.facebook'), href: contact.social.facebook },
    { brand: 'x', label: t('contactUs.twitter'), href: contact.social.twitter },
    { brand: 'whatsapp', label: t('contactUs.whatsapp'), href: contact.social.whatsapp },
    { brand: 'instagram', label: t('contactUs.instagram'), href: contact.social.instagram },
  ];
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {t('contactUs.infoTitle')}
      </h2>
      <ul className="mt-4 space-y-4">
        <Line icon={Phone} label={t('contactUs.phone')}>
          <a href={`tel:${digits(contact.phone)}`} dir="ltr" className="hover:underline">
            {contact.phone}
          </a>
        </Line>
        <Line icon={Phone} label={t('contactUs.whatsapp')}>
          <a href={contact.social.whatsapp} dir="ltr" className="hover:underline">
            {contact.whatsapp}
          </a>
        </Line>
        <Line icon={Mail} label={t('contactUs.email')}>
          <a href={`mailto:${contact.email}`} className="hover:underline">
            {contact.email}
          </a>
        </Line>
        <Line icon={MapPin} label={t('contactUs.address')}>
          {contact.address}
        </Line>
        <Line icon={Clock} label={t('contactUs.hours')}>
          {contact.hours}
        </Line>
      </ul>
      <h3 id={socialId} className="mt-6 font-semibold text-slate-900">
        {t('contactUs.followUs')}
      </h3>
      <ul aria-labelledby={socialId} className="mt-3 flex gap-2">
        {social
          .filter(({ href }) => href !== '')
          .map(({ brand, label, href }) => (
            <li key={brand}>
              <a
                href={href}
                target="_blank"
                rel="noreferrer"
                aria-label={label}
                className="grid size-11 place-items-center rounded-full bg-slate-800 text-white hover:bg-teal-700"
              >
                <BrandIcon brand={brand} className="size-5" />
              </a>
            </li>
          ))}
      </ul>
    </section>
  );
}
